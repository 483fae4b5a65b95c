import type { FastifyInstance } from 'fastify';

// Issue 30: the demo data is most of a first start's work (the demo tests go through the exam
// engine, the calibration simulates candidates, the accounts' passwords are hashed), so the server
// listens first and seeds it then. Until it is done every API request except GET /api/health waits
// for it, so none sees half the demo data: a demo account's sign-in, the course list, a dashboard
// answer as late as they must, and right. Pages and assets answer at once.

/** The API request that never waits: the health check answers as soon as the server listens. */
const ANSWERS_AT_ONCE = '/api/health';

/** What `seedDemoDataAfterListen` gives main. */
export interface DemoSeeding {
  /**
   * Starts the seed (call once, after `app.listen`). Resolves with how many demo accounts were
   * created and the seed's duration in ms; rejects with the seed's error (the requests waiting for
   * it then answer 500), or with the signal's AbortError after `stop()`.
   */
  start(): Promise<{ demoUsers: number; ms: number }>;
  /** Stops the seed between two of its parts and waits for the part running (shutdown). */
  stop(): Promise<void>;
}

/** Whether a request to `url` waits for the demo data: the API's, except the health check. */
function waitsForDemoData(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(ANSWERS_AT_ONCE);
}

/**
 * Makes `app` hold its API requests until `seed` (main: `seedDemoData` with this signal; it returns
 * how many demo accounts it created) is done (an onRequest hook, so call it before `app.listen`), and
 * returns the seed to start once the server listens. Once the seed is done the hook lets every
 * request through without waiting.
 */
export function seedDemoDataAfterListen(
  app: FastifyInstance,
  seed: (signal: AbortSignal) => Promise<number>,
): DemoSeeding {
  let settle: (error?: unknown) => void = () => {};
  const seeded = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  seeded.catch(() => {}); // the requests waiting for it, and main, see the error
  let done = false;
  app.addHook('onRequest', (request, _reply, next) => {
    if (done || !waitsForDemoData(request.url)) return next();
    seeded.then(() => next(), next);
  });

  const controller = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      const started = performance.now();
      const seeding = seed(controller.signal).then(
        (demoUsers) => {
          done = true;
          settle();
          return { demoUsers, ms: performance.now() - started };
        },
        (error: unknown) => {
          settle(error);
          throw error;
        },
      );
      running = seeding.catch(() => {});
      return seeding;
    },
    async stop() {
      controller.abort();
      await running;
    },
  };
}
