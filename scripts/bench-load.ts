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
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './lib/bench-helpers';
import { benchClient } from './lib/bench-http';
import { BENCH_SERVER_ENV, cpuSeconds, stop, waitUntilReady } from './lib/bench-server';
import { summariseProfile } from './lib/cpu-profile';
import { takeExams } from './lib/exam-takers';
import { measureReads } from './lib/load-reads';
import { makeUsers } from './lib/load-users';
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

/** Starts the server on a fresh `databaseUrl` (its CPU profile in `profileDir` when given); resolves once it is healthy. */
async function startServer(databaseUrl: string, profileDir: string | undefined): Promise<ChildProcess> {
  const { args } = serverCommand();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...profiling, ...args], {
    env: {
      ...process.env,
      ...BENCH_SERVER_ENV,
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      LOG_LEVEL: flags['log-level'],
    },
    // The log goes nowhere, as cheaply as a production log shipper reading a pipe can make it.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(server, `${ORIGIN}/api/health`, 90);
  return server;
}

/**
 * Part A: `takers` signed-in students take the Comprehensive Review with no pause for `seconds`;
 * prints each step's p50 and p99, the errors and the server's CPU, and answers whether the target
 * is met (0 errors, save p99 <= 100 ms).
 */
async function partA(server: ChildProcess, databaseUrl: string, takers: number, seconds: number): Promise<boolean> {
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
    return ok;
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
      const reads = {
        origin: ORIGIN,
        barePort: BARE_PORT,
        connections: Number(flags.connections),
        readSeconds: Number(flags['read-seconds']),
        rounds: Number(flags.rounds),
        only: flags.only?.split(','),
        folder,
      };
      allMet = (await measureReads(server, reads)) && allMet;
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
