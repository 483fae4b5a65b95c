// Load and overhead (issue 9, item 6; README "Load"): starts the server as `npm run serve` does
// (the compiled bundle, so run `npm run build` first) on a fresh PostgreSQL database and prints
// figures; a script, not a test. Usage:
//   npm run bench:load                           both parts, about 2.5 minutes
//   npm run bench:load -- --part a --seconds 60  part A only, for longer (--takers 200)
//   npm run bench:load -- --part b --read-seconds 5 --rounds 3 --only /faq,/api/account
//   npm run bench:load -- --server source        the sources through tsx instead of the bundle
//   npm run bench:load -- --cpu-prof /tmp/prof   also write the server's CPU profile and print its top functions
//   npm run bench:load -- --log-level warn       the server's LOG_LEVEL (default info, as in production)
//   npm run bench:load -- --port 4391            the server's port (the bare server's is the next one)
//   npm run bench:load -- --part b --driver pglite   part B on the embedded database (DATA_DIR=memory://)
//   npm run bench:load -- --smoke                 about 20 s of a tiny load (4 takers for 2 s; each read
//                                                 for 1 s, 4 connections, one round, no warm-up): CI's check
//                                                 that the benchmark still runs, no target
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
// Exits with an error when anything failed: a call (an error answer, a network failure), a read
// answered with a 5xx, the users' copies, the server's start. A missed speed target only prints so.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './lib/bench-helpers';
import { benchClient } from './lib/bench-http';
import { assertPortFree, BENCH_SERVER_ENV, cpuSeconds, stop, waitUntilReady } from './lib/bench-server';
import { summariseProfile } from './lib/cpu-profile';
import { takeExams } from './lib/exam-takers';
import { measureReads } from './lib/load-reads';
import { makeUsers } from './lib/load-users';
import { createScratchDatabase } from './lib/scratch-database';

const { values: flags } = parseArgs({
  options: {
    part: { type: 'string', default: 'both' },
    takers: { type: 'string' },
    seconds: { type: 'string' },
    'read-seconds': { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
    'cpu-prof': { type: 'string' },
    server: { type: 'string', default: 'dist' },
    only: { type: 'string' },
    port: { type: 'string', default: '4391' },
    driver: { type: 'string', default: 'postgresql' },
  },
});
if (flags.driver !== 'postgresql' && flags.driver !== 'pglite') {
  console.error(`--driver is postgresql or pglite, not "${flags.driver}".`);
  process.exit(1);
}
/** Part B on the embedded database: part A signs its users in through PostgreSQL, so it needs --part b. */
const embedded = flags.driver === 'pglite';
if (embedded && flags.part !== 'b') {
  console.error('--driver pglite measures part B only: add --part b.');
  process.exit(1);
}

const smoke = flags.smoke;
/** A flag's number, or its default: the smoke one with --smoke. */
const numberFlag = (
  name: 'takers' | 'seconds' | 'read-seconds' | 'rounds' | 'connections',
  full: number,
  tiny: number,
) => Number(flags[name] ?? (smoke ? tiny : full));

const PORT = Number(flags.port);
const BARE_PORT = PORT + 1;
const ORIGIN = `http://localhost:${PORT}`;
const AUTH_SECRET = randomBytes(32).toString('hex');
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

/**
 * Starts the server on a fresh `databaseUrl`, or on a new in-memory embedded database when it is
 * null (its CPU profile in `profileDir` when given); resolves once it is healthy, rejects (the
 * server stopped) when it is not within 90 s.
 */
async function startServer(databaseUrl: string | null, profileDir: string | undefined): Promise<ChildProcess> {
  const { args } = serverCommand();
  await assertPortFree(PORT);
  await assertPortFree(BARE_PORT);
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...profiling, ...args], {
    env: {
      ...process.env,
      ...BENCH_SERVER_ENV,
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: 'memory://' }),
      AUTH_SECRET,
      LOG_LEVEL: flags['log-level'],
    },
    // The log goes nowhere, as cheaply as a production log shipper reading a pipe can make it.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(server, `${ORIGIN}/api/health`, 90).catch(async (error: Error) => {
    await stop(server);
    throw error;
  });
  return server;
}

/**
 * Part A: `takers` signed-in students take the Comprehensive Review with no pause for `seconds`;
 * prints each step's p50 and p99, the errors and the server's CPU; resolves to the failed calls and
 * whether the target is met (0 errors, save p99 <= 100 ms).
 */
async function partA(
  server: ChildProcess,
  databaseUrl: string,
  takers: number,
  seconds: number,
): Promise<{ errors: number; met: boolean }> {
  const http = benchClient(ORIGIN, { connections: takers + 8, acceptEncoding: 'gzip, deflate, br' });
  try {
    const began = performance.now();
    const cookies = await makeUsers(http, { databaseUrl, authSecret: AUTH_SECRET }, takers);
    console.log(`  ${takers} registered students signed in in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    const cpuBefore = cpuSeconds(server.pid);
    const { recorder, elapsed, attempts } = await takeExams(http, cookies, FORM, seconds);
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
    return { errors: recorder.errorCount, met: ok };
  } finally {
    await http.close();
  }
}

if (!existsSync('dist/client/index.html') || (flags.server !== 'source' && !existsSync(compiledServer))) {
  console.error('bench:load measures a production build: run `npm run build` first.');
  process.exit(1);
}
const part = flags.part ?? 'both';
console.log(
  `Load benchmark${smoke ? ' (smoke: a tiny load, no target)' : ''}, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ` +
    `server: ${serverCommand().label}, LOG_LEVEL=${flags['log-level']}, ${embedded ? 'embedded database (memory://)' : 'PostgreSQL'}`,
);
const folder = mkdtempSync(join(tmpdir(), 'nightingale-load-'));
const database = embedded ? null : await createScratchDatabase(postgresUrl, 'nightingale_load');
let allMet = true;
let errors = 0;
try {
  const server = await startServer(database?.url ?? null, flags['cpu-prof']);
  try {
    if (database && (part === 'both' || part === 'a')) {
      const a = await partA(server, database.url, numberFlag('takers', 200, 4), numberFlag('seconds', 30, 2));
      allMet &&= a.met;
      errors += a.errors;
    }
    if (part === 'both' || part === 'b') {
      const reads = {
        origin: ORIGIN,
        barePort: BARE_PORT,
        connections: numberFlag('connections', 50, 4),
        readSeconds: numberFlag('read-seconds', 3, 1),
        rounds: numberFlag('rounds', 2, 1),
        warmUp: !smoke,
        only: flags.only?.split(','),
        folder,
      };
      const b = await measureReads(server, reads);
      allMet &&= b.met;
      errors += b.errors;
    }
  } finally {
    await stop(server);
  }
} finally {
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
}
if (flags['cpu-prof']) summariseProfile(flags['cpu-prof']);
if (errors > 0) {
  console.error(`\n${errors} failures (calls, or reads answered with an error).`);
  process.exitCode = 1;
} else if (!smoke) {
  console.log(allMet ? '\nEvery target met.' : '\nSome targets missed.');
}
