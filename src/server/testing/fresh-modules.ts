import { vi } from 'vitest';

// Setup file of the `api` project, which runs its test files one after another in each worker
// (isolate: false in vitest.config.ts) so that the packages (Fastify, better-auth, PGlite and its
// compiled WebAssembly) load once per worker instead of once per file: that was about a third of
// the API tests' CPU time. Our own modules are evaluated afresh for every file, as with isolation,
// so no module-level state of the app outlives a file, and a file's vi.mock applies to the app it
// builds. What a file's vi.mock registers stays registered for the later files of its worker: wrap
// the real module (as spa/spa.api.test.ts does with readFile), do not replace it.
vi.resetModules();
