import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue } from '../../src/i18n';

// findBy*/waitFor wait up to 5 s (default 1 s): lazy screens and react-admin's queries on a busy
// two-core machine can take longer than a second; a real failure still fails, just later.
configure({ asyncUtilTimeout: 5000 });

// The app loads the whole Russian catalogue before react-admin renders (src/boot.tsx); so do the tests.
beforeAll(() => loadCatalogue());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
