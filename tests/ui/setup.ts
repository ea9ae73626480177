import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { setQueryMerging } from '../../dataProvider/merge';
import { loadCatalogue, loadScreenWords } from '../../src/i18n';

// The views' tests stub the network one read at a time (networkStub.ts): the reads a view starts
// together go apart here (dataProvider/merge.ts; its merging is tested in tests/unit/queryMerge).
setQueryMerging(false);

// findBy*/waitFor wait up to 5 s (default 1 s): lazy screens and react-admin's queries on a busy
// two-core machine can take longer than a second; a real failure still fails, just later.
configure({ asyncUtilTimeout: 5000 });

// The app loads the core of the Russian catalogue before react-admin renders (src/boot.tsx), and
// the other screens' words with the first of them (src/lazy.tsx): the tests render those screens
// directly, so they load both first.
beforeAll(async () => {
  await loadCatalogue();
  await loadScreenWords();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
