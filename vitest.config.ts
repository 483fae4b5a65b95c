import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure rules, content, components, hooks), `api` (the app through inject()
 * on a fresh database per file, copied from one migrated once per run; PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set) and `redis` (instances sharing a Redis; not part of `npm test`).
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
          exclude: ['src/**/*.api.test.ts', 'src/**/*.redis.test.ts'],
          environment: 'node',
          setupFiles: ['./src/client/testing/start-i18n.ts'],
          // Files share a worker's modules: Mantine and React load once per worker, not per file
          // (half the unit time). No test may rely on another file's module state.
          isolate: false,
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
      {
        extends: true,
        test: {
          // Needs the Redis at TEST_REDIS_URL (default 127.0.0.1:6379): `npm run test:redis`, run by CI.
          name: 'redis',
          include: ['src/**/*.redis.test.ts'],
          environment: 'node',
          globalSetup: ['./src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
