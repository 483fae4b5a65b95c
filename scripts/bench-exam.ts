// The exam engine's speed (issue "Training Center", README "Speed of the exam engine"): starts the
// server as `npm run serve` would, on a fresh PostgreSQL database and on the embedded database, and
// drives it over HTTP like exam takers. Prints figures; a script, not a test. Usage:
//   npm run build && npm run bench:exam     both databases (PostgreSQL when it answers)
//   npm run bench:exam -- --driver pglite   one of them
//   BENCH_POSTGRES_URL=postgres://...       the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_CPU_PROF=DIR                      also write the server's CPU profile to DIR
// (a) closed loop: 64 takers with no pause, each starting a 75-item quiz, answering every item and
//     submitting, again and again for 20 s: answer saves per second, p50/p99 of start, save and submit.
// (b) open loop: 1,000 takers each saving an answer every 15 s on average (exponential gaps) for 60 s:
//     p50/p99 of a save, timed from the moment it was due, so a slow server cannot hide its queue.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import type { InProgressAttempt } from '../src/shared/exams/schemas';
import { answerFor, percentile } from './lib/bench-helpers';
import { createScratchDatabase } from './lib/scratch-database';

const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'both' },
    'closed-seconds': { type: 'string', default: '20' },
    'open-seconds': { type: 'string', default: '60' },
  },
});
const CLOSED_TAKERS = 64;
const OPEN_TAKERS = 1000;
const OPEN_MEAN_GAP_MS = 15_000;
const USERS = 64;
const PORT = 4390;
const ORIGIN = `http://localhost:${PORT}`;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Kind = 'start' | 'save' | 'submit';

class Recorder {
  readonly samples: Record<Kind, number[]> = { start: [], save: [], submit: [] };
  errors = 0;
  firstError: string | null = null;
  fail(message: string) {
    this.errors += 1;
    this.firstError ??= message;
  }
  line(kind: Kind): string {
    const values = this.samples[kind];
    return `${kind} p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
  }
}

/** BENCH_CPU_PROF=DIR: the server writes its CPU profile there (open it in Chrome's DevTools). */
const profiling = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  const server = spawn(process.execPath, [...profiling, '--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: 'localhost',
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      EXAM_STARTS_PER_MINUTE: '100000000',
      SIGN_IN_LIMIT_PER_IP: '100000000',
      SIGN_IN_LIMIT_PER_EMAIL: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const response = await fetch(`${ORIGIN}/api/health`);
        if (response.ok) return resolve(server);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('the server did not start within 60 s'));
      setTimeout(poll, 250);
    };
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    void poll();
  });
}

function client(connections: number) {
  const pool = new Pool(ORIGIN, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, cookie: string, body?: unknown) {
    const response = await pool.request({
      method,
      path,
      headers: {
        origin: ORIGIN,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 200)}`);
    return { json: () => JSON.parse(text) as T, headers: response.headers };
  }
  return { call, close: () => pool.close() };
}

type Http = ReturnType<typeof client>;

/** Signs up and signs in `count` registered students; returns their session cookies. */
async function makeUsers(http: Http, count: number): Promise<string[]> {
  const cookies: string[] = [];
  const one = async (i: number) => {
    const email = `bench.${randomBytes(4).toString('hex')}.${i}@example.org`;
    const password = 'Bench#Taker2026';
    await http.call('POST', '/api/auth/sign-up/email', '', {
      firstName: 'Bench',
      lastName: `Taker${i}`,
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    const signedIn = await http.call('POST', '/api/auth/sign-in/email', '', { email, password, rememberMe: true });
    const setCookie = signedIn.headers['set-cookie'];
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    cookies.push(list.map((c) => c.split(';')[0]).join('; '));
  };
  for (let i = 0; i < count; i += 8)
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => one(i + k)));
  return cookies;
}

async function timed<T>(recorder: Recorder, kind: Kind, run: () => Promise<T>): Promise<T | null> {
  const began = performance.now();
  try {
    const result = await run();
    recorder.samples[kind].push(performance.now() - began);
    return result;
  } catch (error) {
    recorder.fail((error as Error).message);
    return null;
  }
}

async function closedLoop(http: Http, cookies: string[], seconds: number) {
  const recorder = new Recorder();
  const until = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CLOSED_TAKERS }, async (_, taker) => {
      const cookie = cookies[taker % cookies.length] ?? '';
      while (performance.now() < until) {
        const started = await timed(recorder, 'start', () =>
          http.call<InProgressAttempt>('POST', '/api/exams/forms/comprehensive-review/attempts', cookie, {
            mode: 'timed',
          }),
        );
        if (!started) continue;
        const attempt = started.json();
        for (const entry of attempt.items) {
          if (performance.now() >= until) break;
          await timed(recorder, 'save', () =>
            http.call('PATCH', `/api/exams/attempts/${attempt.id}/items/${entry.item.id}`, cookie, {
              response: answerFor(entry.item),
            }),
          );
        }
        await timed(recorder, 'submit', () => http.call('POST', `/api/exams/attempts/${attempt.id}/submit`, cookie));
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  return { recorder, savesPerSecond: recorder.samples.save.length / elapsed };
}

async function openLoop(http: Http, cookies: string[], seconds: number) {
  const recorder = new Recorder();
  const attempts: { cookie: string; attempt: InProgressAttempt }[] = [];
  for (let i = 0; i < OPEN_TAKERS; i += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, OPEN_TAKERS - i) }, async (_, k) => {
        const cookie = cookies[(i + k) % cookies.length] ?? '';
        const started = await http.call<InProgressAttempt>('POST', '/api/exams/forms/quick-practice/attempts', cookie, {
          mode: 'timed',
        });
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
            .call('PATCH', `/api/exams/attempts/${attempt.id}/items/${entry.item.id}`, cookie, {
              response: answerFor(entry.item),
            })
            .then(
              () => void recorder.samples.save.push(performance.now() - scheduled),
              (error: Error) => recorder.fail(error.message),
            ),
        );
        due += -Math.log(1 - Math.random()) * OPEN_MEAN_GAP_MS;
      }
    }),
  );
  await Promise.all(inFlight);
  return recorder;
}

async function run(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  const http = client(256);
  try {
    const cookies = await makeUsers(http, USERS);
    const closed = await closedLoop(http, cookies, Number(values['closed-seconds']));
    const open = await openLoop(http, cookies, Number(values['open-seconds']));
    console.log(`\n${label}`);
    console.log(
      `  (a) closed loop, ${CLOSED_TAKERS} takers, 75-item quiz, no pause: ${closed.savesPerSecond.toFixed(0)} saves/s; ` +
        `${closed.recorder.line('start')}; ${closed.recorder.line('save')}; ${closed.recorder.line('submit')}; ` +
        `${closed.recorder.errors} errors`,
    );
    console.log(
      `  (b) open loop, ${OPEN_TAKERS} takers, a save every ${OPEN_MEAN_GAP_MS / 1000} s on average: ` +
        `${open.samples.save.length} saves; ${open.line('save')}; ${open.errors} errors`,
    );
    for (const recorder of [closed.recorder, open]) {
      if (recorder.firstError) console.log(`  first error: ${recorder.firstError}`);
    }
  } finally {
    await http.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** A fresh database on the PostgreSQL server, or null when it does not answer. */
function postgresDatabase() {
  return createScratchDatabase(postgresUrl, 'nightingale_bench').catch(() => null);
}

console.log(`Exam engine benchmark, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores`);
if (values.driver === 'both' || values.driver === 'postgres') {
  const database = await postgresDatabase();
  if (database) {
    try {
      await run('PostgreSQL', { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else {
    console.log(`\nPostgreSQL at ${postgresUrl} does not answer; skipped.`);
  }
}
if (values.driver === 'both' || values.driver === 'pglite') {
  await run('Embedded database (PGlite)', { DATA_DIR: 'memory://' });
}
