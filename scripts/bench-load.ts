// Load and overhead (issue 9, item 6; README "Load"): starts the server as `npm run serve` does
// (the compiled bundle, so run `npm run build` first) on a fresh PostgreSQL database and prints
// figures; a script, not a test. Usage:
//   npm run bench:load                           both parts, about 2.5 minutes
//   npm run bench:load -- --part a --seconds 60  part A only, for longer (--takers 200)
//   npm run bench:load -- --part b --read-seconds 5 --rounds 3 --only /faq,/api/account
//   npm run bench:load -- --server source        the sources through tsx instead of the bundle
//   npm run bench:load -- --cpu-prof /tmp/prof   also write the server's CPU profile and print its top functions
//   npm run bench:load -- --log-level warn       the server's LOG_LEVEL (default info, as in production)
//   BENCH_POSTGRES_URL=postgres://...            the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
// (A) 200 signed-in registered students with no pause, each starting the 75-item Comprehensive
//     Review, saving an answer to every item and submitting, again and again for 30 s, as a browser
//     would (Accept-Encoding): p50/p99 of each step, the errors, the server's CPU. Targets: 0 errors,
//     save p99 <= 100 ms.
// (B) Each read endpoint's throughput (autocannon, 50 keep-alive connections, browser-like
//     Accept-Encoding) against a bare `node:http` server in its own process that answers the same
//     status, content-type, content-encoding and body bytes, in the same run; measured in turns, the
//     median of the rounds; also the server CPU per request, steadier than req/s on a busy machine.
//     Target: every endpoint that needs no database at >= 0.40 of bare node, 0 errors.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Dispatcher, Pool } from 'undici';
import type { InProgressAttempt } from '../src/shared/exams/schemas';
import { answerFor, percentile } from './lib/bench-helpers';
import { createScratchDatabase } from './lib/scratch-database';

const { values: flags } = parseArgs({
  options: {
    part: { type: 'string', default: 'both' },
    takers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    'read-seconds': { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'log-level': { type: 'string', default: 'info' },
    'cpu-prof': { type: 'string' },
    server: { type: 'string', default: 'dist' },
    only: { type: 'string' },
  },
});

const PORT = 4391;
const BARE_PORT = 4392;
const ORIGIN = `http://localhost:${PORT}`;
const FORM = 'comprehensive-review';
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const compiledServer = 'dist/server/main.js';

/**
 * The one place that says how the server starts: as `npm run serve` does, the compiled bundle
 * (`npm run build`); `--server source` runs the sources through tsx instead (for a profile of code
 * changed since the last build).
 */
function serverCommand(): { label: string; args: string[] } {
  if (flags.server === 'source') {
    return { label: 'node --import tsx src/server/main.ts', args: ['--import', 'tsx', 'src/server/main.ts'] };
  }
  return { label: `node ${compiledServer}`, args: ['--enable-source-maps', compiledServer] };
}

// ---------------------------------------------------------------------------------------------
// Processes and the database

/** Resolves once `url` answers `status` (200); rejects after `seconds` or when `child` exits first. */
function waitUntilReady(child: ChildProcess, url: string, seconds: number, status = 200): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + seconds * 1000;
    const onExit = (code: number | null) => reject(new Error(`${url}: the process exited with ${code}`));
    child.once('exit', onExit);
    const poll = async () => {
      try {
        const response = await fetch(url);
        if (response.status === status) {
          child.off('exit', onExit);
          return resolve();
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error(`${url} did not answer within ${seconds} s`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startServer(databaseUrl: string, profileDir: string | undefined): Promise<ChildProcess> {
  const { args } = serverCommand();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...profiling, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: 'localhost',
      PUBLIC_URL: ORIGIN,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      LOG_LEVEL: flags['log-level'],
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      EXAM_STARTS_PER_MINUTE: '100000000',
      SIGN_IN_LIMIT_PER_IP: '100000000',
      SIGN_IN_LIMIT_PER_EMAIL: '100000000',
    },
    // The log goes nowhere, as cheaply as a production log shipper reading a pipe can make it.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(server, `${ORIGIN}/api/health`, 90);
  return server;
}

// ---------------------------------------------------------------------------------------------
// Part A: exam takers

type Step = 'start' | 'save' | 'submit';

/** Latencies in milliseconds per step, and the errors by kind ("PATCH save 409", "network"). */
class Recorder {
  readonly samples: Record<Step, number[]> = { start: [], save: [], submit: [] };
  readonly errors = new Map<string, { count: number; example: string }>();
  fail(kind: string, example: string) {
    const known = this.errors.get(kind);
    if (known) known.count += 1;
    else this.errors.set(kind, { count: 1, example });
  }
  get errorCount(): number {
    return [...this.errors.values()].reduce((sum, { count }) => sum + count, 0);
  }
}

function median(values: number[]): number {
  return percentile(values, 50);
}

class HttpError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

function httpClient(connections: number) {
  const pool = new Pool(ORIGIN, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  async function call<T>(step: string, method: 'GET' | 'POST' | 'PATCH', path: string, cookie: string, body?: unknown) {
    let response: Dispatcher.ResponseData;
    try {
      response = await pool.request({
        method,
        path,
        headers: {
          origin: ORIGIN,
          cookie,
          'accept-encoding': 'gzip, deflate, br',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new HttpError(`${step} network`, `${method} ${path}: ${(error as Error).message}`);
    }
    const raw = Buffer.from(await response.body.arrayBuffer());
    const encoding = response.headers['content-encoding'];
    const text = (
      encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
    ).toString();
    if (response.statusCode >= 400) {
      throw new HttpError(`${step} ${response.statusCode}`, `${method} ${path}: ${text.slice(0, 200)}`);
    }
    return { json: () => JSON.parse(text) as T, headers: response.headers };
  }
  return { call, close: () => pool.close() };
}

type Http = ReturnType<typeof httpClient>;

/** Signs session tokens as better-auth does (HMAC-SHA256 with the secret, base64, URI-encoded). */
const AUTH_SECRET = randomBytes(32).toString('hex');
const signedToken = (token: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`);

/**
 * `count` signed-in registered students, as their browsers' cookie headers. One signs up and signs
 * in through the API; the others are copies of its user and session rows made in SQL with fresh
 * ids and tokens (hashing a password costs about 0.1 s of the server's time, so 400 of them would
 * take most of the run), each then reads /api/account/me once to get better-auth's signed session
 * copy cookie, as a browser would.
 */
async function makeUsers(http: Http, databaseUrl: string, count: number): Promise<string[]> {
  const password = 'Load#Taker2026';
  const email = `load.${randomBytes(4).toString('hex')}@example.org`;
  const body = { firstName: 'Load', lastName: 'Taker', email, password, confirmPassword: password, acceptTerms: true };
  await http.call('sign-up', 'POST', '/api/auth/sign-up/email', '', body);
  const signedIn = await http.call('sign-in', 'POST', '/api/auth/sign-in/email', '', {
    email,
    password,
    rememberMe: true,
  });
  const setCookie = signedIn.headers['set-cookie'];
  const first = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
  const tokens: string[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; token: string }>(
      'select u.id, s.token from users u join sessions s on s.user_id = u.id where u.email = $1',
      [email],
    );
    const template = rows[0];
    if (!template || !first.includes(`better-auth.session_token=${signedToken(template.token)}`)) {
      throw new Error('better-auth no longer signs session cookies as this script does (see signedToken)');
    }
    await db.query('begin');
    await db.query('create temp table template_user on commit drop as select * from users where id = $1', [
      template.id,
    ]);
    await db.query('create temp table template_session on commit drop as select * from sessions where token = $1', [
      template.token,
    ]);
    for (let i = 1; i < count; i += 1) {
      const id = `load-user-${i}-${randomBytes(6).toString('hex')}`;
      const token = randomBytes(24).toString('base64url');
      await db.query('update template_user set id = $1, email = $2, last_name = $3, referral_code = $4, name = $3', [
        id,
        `load.${i}.${email}`,
        `Taker${i}`,
        `L${String(i).padStart(5, '0')}`,
      ]);
      await db.query('insert into users select * from template_user');
      await db.query('update template_session set id = $1, token = $2, user_id = $3', [`${id}-session`, token, id]);
      await db.query('insert into sessions select * from template_session');
      tokens.push(token);
    }
    await db.query('commit');
  } finally {
    await db.end();
  }
  const copies = await Promise.all(
    tokens.map(async (token) => {
      const cookie = `better-auth.session_token=${signedToken(token)}`;
      const me = await http.call<{ user: { id: string } | null }>('me', 'GET', '/api/account/me', cookie);
      if (!me.json().user) throw new Error('a copied session was not accepted');
      const cached = me.headers['set-cookie'];
      const extra = (Array.isArray(cached) ? cached : cached ? [cached] : []).map((c) => c.split(';')[0]);
      return [cookie, ...extra].join('; ');
    }),
  );
  return [first, ...copies];
}

async function timed<T>(recorder: Recorder, step: Step, run: () => Promise<T>): Promise<T | null> {
  const began = performance.now();
  try {
    const result = await run();
    recorder.samples[step].push(performance.now() - began);
    return result;
  } catch (error) {
    const kind = error instanceof HttpError ? error.kind : `${step} exception`;
    recorder.fail(kind, (error as Error).message);
    return null;
  }
}

/** Every taker, with no pause: start, save every item, submit; again until `seconds` have passed. */
async function examTakers(http: Http, cookies: string[], seconds: number) {
  const recorder = new Recorder();
  const began = performance.now();
  const until = began + seconds * 1000;
  let attempts = 0;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) {
        const started = await timed(recorder, 'start', () =>
          http.call<InProgressAttempt>('start', 'POST', `/api/exams/forms/${FORM}/attempts`, cookie, { mode: 'timed' }),
        );
        if (!started) continue;
        attempts += 1;
        const attempt = started.json();
        for (const entry of attempt.items) {
          if (performance.now() >= until) break;
          await timed(recorder, 'save', () =>
            http.call('save', 'PATCH', `/api/exams/attempts/${attempt.id}/items/${entry.item.id}`, cookie, {
              response: answerFor(entry.item),
            }),
          );
        }
        await timed(recorder, 'submit', () =>
          http.call('submit', 'POST', `/api/exams/attempts/${attempt.id}/submit`, cookie),
        );
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  return { recorder, elapsed, attempts };
}

async function partA(server: ChildProcess, databaseUrl: string, takers: number, seconds: number): Promise<boolean> {
  const http = httpClient(takers + 8);
  try {
    const began = performance.now();
    const cookies = await makeUsers(http, databaseUrl, takers);
    console.log(`  ${takers} registered students signed in in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const cpuBefore = cpuSeconds(server.pid);
    const { recorder, elapsed, attempts } = await examTakers(http, cookies, seconds);
    const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
    const saves = recorder.samples.save.length;
    console.log(
      `\n(A) ${takers} exam takers, no pause, ${elapsed.toFixed(0)} s: ${attempts} attempts started, ` +
        `${saves} answers saved (${(saves / elapsed).toFixed(0)}/s); the server used ${cpuUsed.toFixed(1)} s of CPU ` +
        `(${((cpuUsed / elapsed) * 100).toFixed(0)}% of a core)\n`,
    );
    console.log('  step      count      p50 ms     p99 ms');
    for (const step of ['start', 'save', 'submit'] as const) {
      const samples = recorder.samples[step];
      console.log(
        `  ${step.padEnd(8)}${String(samples.length).padStart(7)}${percentile(samples, 50).toFixed(1).padStart(12)}${percentile(samples, 99).toFixed(1).padStart(11)}`,
      );
    }
    console.log(`  errors: ${recorder.errorCount}`);
    for (const [kind, { count, example }] of recorder.errors) console.log(`    ${count} x ${kind}: ${example}`);
    const saveP99 = percentile(recorder.samples.save, 99);
    const ok = recorder.errorCount === 0 && saveP99 <= 100;
    console.log(`  target (0 errors, save p99 <= 100 ms): ${ok ? 'met' : 'missed'}`);
    return ok;
  } finally {
    await http.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Part B: read endpoints against bare node

interface Endpoint {
  path: string;
  /** What it is, for the table. */
  what: string;
  /** Whether answering it reads the database (no target for those). */
  database: boolean;
}

/** Filled in from the built client: one hashed script of dist/client/assets. */
function endpoints(asset: string): Endpoint[] {
  return [
    { path: '/api/health', what: 'health (pings the database)', database: true },
    { path: '/api/account/me', what: 'me, no cookie', database: false },
    { path: '/api/account/profile', what: 'profile, no cookie (401)', database: false },
    { path: '/api/exams/forms', what: 'exam forms, no cookie', database: true },
    { path: '/faq', what: 'prerendered page', database: false },
    { path: asset, what: 'static script (precompressed)', database: false },
  ];
}

/** Sent with every read, as a browser would. */
const READ_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What the server answers to a GET of `path` with READ_HEADERS: status, content headers, raw body bytes. */
async function record(path: string): Promise<Recorded> {
  const pool = new Pool(ORIGIN, { connections: 1 });
  try {
    const response = await pool.request({ method: 'GET', path, headers: READ_HEADERS });
    const body = Buffer.from(await response.body.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-encoding']) {
      const value = response.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return { status: response.statusCode, headers, body };
  } finally {
    await pool.close();
  }
}

/**
 * The bare server: node:http in its own process, answering each recorded path with its status,
 * content headers and body bytes (keep-alive, nothing else).
 */
const BARE_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const manifest = JSON.parse(readFileSync(process.env.BARE_MANIFEST, 'utf8'));
const routes = new Map(Object.entries(manifest).map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, 'base64') }]));
createServer((request, response) => {
  const route = routes.get(request.url);
  if (!route) { response.writeHead(404); response.end(); return; }
  response.writeHead(route.status, { ...route.headers, 'content-length': route.body.length });
  response.end(route.body);
}).listen(Number(process.env.BARE_PORT), 'localhost');
`;

async function startBareServer(recorded: Map<string, Recorded>, folder: string): Promise<ChildProcess> {
  const manifest = join(folder, 'bare-manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify(
      Object.fromEntries(
        [...recorded].map(([path, r]) => [
          path,
          { status: r.status, headers: r.headers, body: r.body.toString('base64') },
        ]),
      ),
    ),
  );
  const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    env: { ...process.env, BARE_MANIFEST: manifest, BARE_PORT: String(BARE_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready once it answers the first recorded path (`--only` may leave out any other); never left
  // running when it does not start.
  const [probe = '/', first] = [...recorded][0] ?? [];
  try {
    await waitUntilReady(bare, `http://localhost:${BARE_PORT}${probe}`, 20, first?.status ?? 200);
  } catch (error) {
    await stop(bare);
    throw error;
  }
  return bare;
}

/** CPU seconds (user and system, every thread) that process `pid` has used; NaN where /proc is missing. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}

/**
 * Autocannon against `origin + path` for `seconds`: requests per second, the server's CPU
 * microseconds per request (`pid`'s), and the answers that were not `status` or failed.
 */
async function cannon(origin: string, path: string, status: number, seconds: number, pid: number | undefined) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: Number(flags.connections),
    pipelining: 1,
    duration: seconds,
    headers: READ_HEADERS,
  });
  const total = result.requests.total;
  const wanted = result.statusCodeStats?.[String(status) as `${number}`]?.count ?? 0;
  return {
    perSecond: total / result.duration,
    cpuMicros: ((cpuSeconds(pid) - cpuBefore) * 1e6) / total,
    errors: result.errors + (total - wanted),
  };
}

interface Measured {
  perSecond: number[];
  cpuMicros: number[];
}

async function partB(server: ChildProcess, readSeconds: number, rounds: number, folder: string): Promise<boolean> {
  const assets = readdirSync('dist/client/assets').filter((file) => file.endsWith('.js'));
  const asset = `/assets/${assets.sort()[0]}`;
  const only = flags.only?.split(',');
  const list = endpoints(asset).filter((e) => !only || only.some((part) => e.path.startsWith(part)));
  // Recorded until two readings a second apart agree (pages are compressed once, soon after the start).
  const readAll = async () =>
    new Map(await Promise.all(list.map(async (e) => [e.path, await record(e.path)] as const)));
  let recorded = await readAll();
  for (let tries = 0; tries < 10; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await readAll();
    const stable = list.every((e) => next.get(e.path)?.body.equals(recorded.get(e.path)?.body ?? Buffer.alloc(0)));
    recorded = next;
    if (stable) break;
  }
  const bare = await startBareServer(recorded, folder);
  const targets = [
    { name: 'app', origin: ORIGIN, pid: server.pid },
    { name: 'bare', origin: `http://localhost:${BARE_PORT}`, pid: bare.pid },
  ] as const;
  const empty = (): Measured => ({ perSecond: [], cpuMicros: [] });
  const results = new Map(list.map((e) => [e.path, { app: empty(), bare: empty(), errors: 0 }]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const endpoint of list) {
        const status = recorded.get(endpoint.path)?.status ?? 200;
        const entry = results.get(endpoint.path);
        if (!entry) continue;
        for (const target of targets) {
          if (round === 0) await cannon(target.origin, endpoint.path, status, 1, target.pid); // warm up
          const measured = await cannon(target.origin, endpoint.path, status, readSeconds, target.pid);
          entry[target.name].perSecond.push(measured.perSecond);
          entry[target.name].cpuMicros.push(measured.cpuMicros);
          if (target.name === 'app') entry.errors += measured.errors;
        }
      }
    }
  } finally {
    await stop(bare);
  }
  console.log(
    `\n(B) read endpoints, ${flags.connections} keep-alive connections, ${readSeconds} s each, median of ${rounds} rounds, ` +
      'against bare node:http sending the same bytes (ratio: app req/s / bare req/s; CPU: server CPU per request)\n',
  );
  console.log(
    '  endpoint              status  bytes      database   app req/s   bare req/s   ratio   app CPU µs   bare CPU µs   errors',
  );
  let ok = true;
  for (const endpoint of list) {
    const entry = results.get(endpoint.path);
    const r = recorded.get(endpoint.path);
    if (!entry || !r) continue;
    const app = median(entry.app.perSecond);
    const bareRate = median(entry.bare.perSecond);
    const ratio = app / bareRate;
    if (!endpoint.database && ratio < 0.4) ok = false;
    if (entry.errors > 0) ok = false;
    const name = endpoint.path.startsWith('/assets/') ? '/assets/*.js' : endpoint.path;
    const bytes = `${r.body.length}${r.headers['content-encoding'] ? ` ${r.headers['content-encoding']}` : ''}`;
    console.log(
      `  ${name.padEnd(22)}${String(r.status).padEnd(8)}${bytes.padEnd(11)}${(endpoint.database ? 'yes' : 'no').padEnd(10)}` +
        `${app.toFixed(0).padStart(9)}${bareRate.toFixed(0).padStart(13)}${ratio.toFixed(2).padStart(8)}` +
        `${median(entry.app.cpuMicros).toFixed(0).padStart(13)}${median(entry.bare.cpuMicros).toFixed(0).padStart(14)}` +
        `${String(entry.errors).padStart(9)}`,
    );
  }
  console.log(`  target (endpoints without database >= 0.40 of bare node, 0 errors): ${ok ? 'met' : 'missed'}`);
  return ok;
}

// ---------------------------------------------------------------------------------------------
// CPU profile summary

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** The functions with the most self time and the most total time in the newest .cpuprofile of `dir`. */
function summariseProfile(dir: string, top = 20): void {
  // The main thread's profile is the largest (tsx's loader thread writes one too).
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  const newest = files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!newest) return;
  const profile = JSON.parse(readFileSync(join(dir, newest), 'utf8')) as { nodes: ProfileNode[] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const url = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|dist)\//, '$1/');
    return `${node.callFrame.functionName || '(anonymous)'} ${url}:${node.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    all += hits;
    self.set(label(node), (self.get(label(node)) ?? 0) + hits);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const ancestor = byId.get(id);
      if (!ancestor) break;
      const name = label(ancestor);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + hits);
    }
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n  ${title} (${newest})`);
    for (const [name, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${((hits / all) * 100).toFixed(1).padStart(6)}%  ${name}`);
    }
  };
  print('Top self time', self);
  print('Top total time', total);
}

// ---------------------------------------------------------------------------------------------

if (!existsSync('dist/client/index.html') || (flags.server !== 'source' && !existsSync(compiledServer))) {
  console.error('bench:load measures a production build: run `npm run build` first.');
  process.exit(1);
}
const part = flags.part ?? 'both';
console.log(
  `Load benchmark, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ` +
    `server: ${serverCommand().label}, LOG_LEVEL=${flags['log-level']}, PostgreSQL`,
);
const folder = mkdtempSync(join(tmpdir(), 'nightingale-load-'));
const database = await createScratchDatabase(postgresUrl, 'nightingale_load');
let allMet = true;
try {
  const server = await startServer(database.url, flags['cpu-prof']);
  try {
    if (part === 'both' || part === 'a') {
      allMet = (await partA(server, database.url, Number(flags.takers), Number(flags.seconds))) && allMet;
    }
    if (part === 'both' || part === 'b') {
      allMet = (await partB(server, Number(flags['read-seconds']), Number(flags.rounds), folder)) && allMet;
    }
  } finally {
    await stop(server);
  }
} finally {
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
}
if (flags['cpu-prof']) summariseProfile(flags['cpu-prof']);
console.log(allMet ? '\nEvery target met.' : '\nSome targets missed.');
