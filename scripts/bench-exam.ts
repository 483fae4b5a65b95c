// The exam engine's speed (issue "Training Center", README "Speed of the exam engine"): starts the
// server as `npm run serve` would, on a fresh PostgreSQL database and on the embedded database, and
// drives it over HTTP like exam takers. Prints figures; a script, not a test. Usage:
//   npm run build && npm run bench:exam     both databases (PostgreSQL when it answers)
//   npm run bench:exam -- --driver pglite   one of them
//   BENCH_POSTGRES_URL=postgres://...       the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_CPU_PROF=DIR                      also write the server's CPU profile to DIR
//   npm run bench:exam -- --port 4390       the server's port
//   npm run bench:exam -- --smoke           a few seconds of a tiny load (4 takers, 2 s; 8 takers, 2 s):
//                                           CI's check that the benchmark still runs, no target
// Exits with an error when a call failed (either loop, either database) or the server did not start.
// (a) closed loop: 64 takers with no pause, each starting a 75-item quiz, answering every item and
//     submitting, again and again for 20 s: answer saves per second, p50/p99 of start, save and submit.
// (b) open loop: 1,000 takers each saving an answer every 15 s on average (exponential gaps) for 60 s:
//     p50/p99 of a save, timed from the moment it was due, so a slow server cannot hide its queue.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { InProgressAttempt } from '../src/shared/exams/attempt-schemas';
import { answerFor } from './lib/bench-helpers';
import { type BenchClient, benchClient, cookieHeader, HttpError } from './lib/bench-http';
import { assertPortFree, BENCH_SERVER_ENV, stop, waitUntilReady } from './lib/bench-server';
import { takeExams } from './lib/exam-takers';
import { createScratchDatabase } from './lib/scratch-database';
import { StepRecorder } from './lib/step-recorder';

const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'both' },
    'closed-seconds': { type: 'string' },
    'open-seconds': { type: 'string' },
    smoke: { type: 'boolean', default: false },
    port: { type: 'string', default: '4390' },
  },
});
if (!['both', 'postgres', 'pglite'].includes(values.driver)) {
  console.error(`--driver is both, postgres or pglite, not "${values.driver}".`);
  process.exit(1);
}
const smoke = values.smoke;
const CLOSED_SECONDS = Number(values['closed-seconds'] ?? (smoke ? 2 : 20));
const OPEN_SECONDS = Number(values['open-seconds'] ?? (smoke ? 2 : 60));
const CLOSED_TAKERS = smoke ? 4 : 64;
const OPEN_TAKERS = smoke ? 8 : 1000;
const OPEN_MEAN_GAP_MS = smoke ? 500 : 15_000;
const USERS = smoke ? 2 : 64;
const PORT = Number(values.port);
const ORIGIN = `http://localhost:${PORT}`;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** BENCH_CPU_PROF=DIR: the server writes its CPU profile there (open it in Chrome's DevTools). */
const profiling = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** Starts the compiled server with `env` (its database); resolves once it is healthy, rejects (the server stopped) when it is not within 60 s. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  await assertPortFree(PORT);
  const server = spawn(process.execPath, [...profiling, '--enable-source-maps', 'dist/server/main.js'], {
    env: { ...process.env, ...BENCH_SERVER_ENV, PORT: String(PORT), PUBLIC_URL: ORIGIN, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(server, `${ORIGIN}/api/health`, 60).catch(async (error: Error) => {
    await stop(server);
    throw error;
  });
  return server;
}

/** Signs up and signs in `count` registered students; returns their session cookies. */
async function makeUsers(http: BenchClient, count: number): Promise<string[]> {
  const cookies: string[] = [];
  const one = async (i: number) => {
    const email = `bench.${randomBytes(4).toString('hex')}.${i}@example.org`;
    const password = 'Bench#Taker2026';
    await http.call('sign-up', 'POST', '/api/auth/sign-up/email', '', {
      firstName: 'Bench',
      lastName: `Taker${i}`,
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    const signedIn = await http.call('sign-in', 'POST', '/api/auth/sign-in/email', '', {
      email,
      password,
      rememberMe: true,
    });
    cookies.push(cookieHeader(signedIn.headers['set-cookie']));
  };
  for (let i = 0; i < count; i += 8)
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => one(i + k)));
  return cookies;
}

/** (a): CLOSED_TAKERS takers sharing the accounts of `cookies` take the 75-item quiz with no pause for `seconds`. */
async function closedLoop(http: BenchClient, cookies: string[], seconds: number) {
  const takers = Array.from({ length: CLOSED_TAKERS }, (_, taker) => cookies[taker % cookies.length] ?? '');
  const { recorder, elapsed } = await takeExams(http, takers, 'comprehensive-review', seconds);
  return { recorder, savesPerSecond: recorder.samples.save.length / elapsed };
}

async function openLoop(http: BenchClient, cookies: string[], seconds: number) {
  const recorder = new StepRecorder();
  const attempts: { cookie: string; attempt: InProgressAttempt }[] = [];
  for (let i = 0; i < OPEN_TAKERS; i += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, OPEN_TAKERS - i) }, async (_, k) => {
        const cookie = cookies[(i + k) % cookies.length] ?? '';
        const started = await http.call<InProgressAttempt>(
          'start',
          'POST',
          '/api/exams/forms/quick-practice/attempts',
          cookie,
          { mode: 'timed' },
        );
        attempts.push({ cookie, attempt: started.json() });
      }),
    );
  }
  const end = performance.now() + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  await Promise.all(
    attempts.map(async ({ cookie, attempt }) => {
      let due = performance.now() + Math.random() * OPEN_MEAN_GAP_MS;
      let next = 0;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const entry = attempt.items[next++ % attempt.items.length];
        if (!entry) break;
        const scheduled = due;
        inFlight.push(
          http
            .call('save', 'PATCH', `/api/exams/attempts/${attempt.id}/items/${entry.item.id}`, cookie, {
              response: answerFor(entry.item),
            })
            .then(
              () => void recorder.samples.save.push(performance.now() - scheduled),
              (error: Error) =>
                recorder.fail(error instanceof HttpError ? error.kind : 'save exception', error.message),
            ),
        );
        due += -Math.log(1 - Math.random()) * OPEN_MEAN_GAP_MS;
      }
    }),
  );
  await Promise.all(inFlight);
  return recorder;
}

/** Runs both loops against a server started with `env`, prints their figures; resolves to the number of failed calls. */
async function run(label: string, env: Record<string, string>): Promise<number> {
  const server = await startServer(env);
  const http = benchClient(ORIGIN, { connections: 256 });
  try {
    const cookies = await makeUsers(http, USERS);
    const closed = await closedLoop(http, cookies, CLOSED_SECONDS);
    const open = await openLoop(http, cookies, OPEN_SECONDS);
    console.log(`\n${label}`);
    console.log(
      `  (a) closed loop, ${CLOSED_TAKERS} takers, 75-item quiz, no pause: ${closed.savesPerSecond.toFixed(0)} saves/s; ` +
        `${closed.recorder.line('start')}; ${closed.recorder.line('save')}; ${closed.recorder.line('submit')}; ` +
        `${closed.recorder.errorCount} errors`,
    );
    console.log(
      `  (b) open loop, ${OPEN_TAKERS} takers, a save every ${OPEN_MEAN_GAP_MS / 1000} s on average: ` +
        `${open.samples.save.length} saves; ${open.line('save')}; ${open.errorCount} errors`,
    );
    for (const recorder of [closed.recorder, open]) {
      if (recorder.firstError) console.log(`  first error: ${recorder.firstError}`);
    }
    return closed.recorder.errorCount + open.errorCount;
  } finally {
    await http.close();
    await stop(server);
  }
}

/** A fresh database on the PostgreSQL server, or null when it does not answer. */
function postgresDatabase() {
  return createScratchDatabase(postgresUrl, 'nightingale_bench').catch(() => null);
}

console.log(
  `Exam engine benchmark${smoke ? ' (smoke: a tiny load, no target)' : ''}, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores`,
);
let errors = 0;
if (values.driver === 'both' || values.driver === 'postgres') {
  const database = await postgresDatabase();
  if (database) {
    try {
      errors += await run('PostgreSQL', { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log(`\nPostgreSQL at ${postgresUrl} does not answer; skipped.`);
  }
}
if (values.driver === 'both' || values.driver === 'pglite') {
  errors += await run('Embedded database (PGlite)', { DATA_DIR: 'memory://' });
}
if (errors > 0) {
  console.error(`\n${errors} calls failed.`);
  process.exitCode = 1;
}
