import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules, content, components, hooks) and `api` (the app through inject()
 * on a fresh database per file, copied from one migrated once per run; PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          // Migrates one template database per run; each file's openTestDatabase() copies it.
          globalSetup: ['./src/server/testing/global-setup.ts'],
          // Files share a worker, so packages load once per worker; fresh-modules.ts reloads ours per file.
          isolate: false,
          setupFiles: ['./src/server/testing/fresh-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
