import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue, loadScreenWords } from '../../src/i18n';

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
