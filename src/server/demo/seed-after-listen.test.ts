import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoDataAfterListen } from './seed-after-listen';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with a health check, an API route and a page, its demo seed `seed` gated as main gates it, ready (as after listen). */
async function appSeededBy(seed: (signal: AbortSignal) => Promise<number>) {
  app = Fastify();
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/account/me', async () => ({ user: null }));
  app.get('/faq', async () => 'the page');
  const demo = seedDemoDataAfterListen(app, seed);
  await app.ready();
  return { app, demo };
}

/** A promise with its resolve and reject, for a seed that finishes when the test says. */
function deferred() {
  let resolve: (value: number) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<number>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('issue 30: the demo data is seeded after the server listens', () => {
  it('answers the health check and pages at once, an API request only once the demo data is seeded', async () => {
    const seed = deferred();
    const { app, demo } = await appSeededBy(() => seed.promise);
    const seeding = demo.start();
    let answered = false;
    const me = app.inject({ method: 'GET', url: '/api/account/me' }).then((response) => {
      answered = true;
      return response;
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/faq' })).body).toBe('the page');
    expect(answered).toBe(false);

    seed.resolve(3);
    expect((await me).json()).toEqual({ user: null });
    expect(await seeding).toMatchObject({ demoUsers: 3 });
    expect((await app.inject({ method: 'GET', url: '/api/account/me' })).statusCode).toBe(200);
  });

  it('answers the waiting requests with an error when the seed fails, and start() rejects with it', async () => {
    const seed = deferred();
    const { app, demo } = await appSeededBy(() => seed.promise);
    const seeding = demo.start();
    seeding.catch(() => {});
    const me = app.inject({ method: 'GET', url: '/api/account/me' });
    seed.reject(new Error('seed broke'));
    await expect(seeding).rejects.toThrow('seed broke');
    expect((await me).statusCode).toBe(500);
  });

  it('stop() aborts the seed through its signal and waits for it to end', async () => {
    let ended = false;
    const { demo } = await appSeededBy(
      (signal) =>
        new Promise<number>((_resolve, reject) => {
          signal.addEventListener('abort', () =>
            setImmediate(() => {
              ended = true;
              reject(signal.reason);
            }),
          );
        }),
    );
    const seeding = demo.start();
    seeding.catch(() => {});
    await demo.stop();
    expect(ended).toBe(true);
    await expect(seeding).rejects.toThrow(/abort/i);
  });
});
