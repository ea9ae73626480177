import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: pure logic (node), the server against a real PostgreSQL (node, one embedded
// cluster per run, a fresh database per file), and react-admin views (happy-dom).
// Playwright specs live in tests/e2e and are run by `playwright test`, never by vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/graphqlDocuments.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          setupFiles: ['tests/support/graphqlDocuments.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts', 'tests/support/graphqlDocuments.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
