// Cold start of the compiled server (issue 9, README "Speed and size budgets"): starts
// dist/server/main.js as `npm run serve` does, on the embedded database, and times each start from
// the spawn to the first healthy GET /api/health, and to the first API answer (GET /api/account/me,
// which waits for the demo data the server seeds after it listens: the start's whole work). Three cases: the first start on a new data folder
// (the database copied from the build's template, the question bank, the demo accounts and their
// tests), a second start on that same folder, and a start on `memory://` (a first start). Each is
// timed with node spawned directly (the figure the 3 s target is about) and through `npm run serve`
// (npm's own start added); the direct start's main-thread CPU time is printed beside it, the cost
// of a start on a machine that other work shares. A script, not a test. Usage:
//   npm run build && npm run bench:cold-start [-- --runs 5]
//   npm run bench:cold-start -- --smoke   one start of each case with node only, a few seconds on a
//                                         quiet machine; exits non-zero when a start fails (no target)
//   COLD_START_CPU_PROF=DIR   also write each direct start's CPU profile to DIR
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/server/project-paths';

const TARGET_MS = 3000;
const HEALTH_TIMEOUT_MS = 120_000;
/** How long the first API answer may wait for the demo data after the health check is healthy. */
const API_TIMEOUT_MS = 120_000;
const POLL_MS = 10;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, smoke: { type: 'boolean', default: false } },
});
const smoke = values.smoke;
const runs = smoke ? 1 : Number(values.runs);
const launchers: readonly Launcher[] = smoke ? ['node'] : ['node', 'npm'];
const bundle = join(projectRoot, 'dist', 'server', 'main.js');
if (!existsSync(bundle)) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(1);
}
const profileDir = process.env.COLD_START_CPU_PROF;

type Launcher = 'node' | 'npm';
type Case = 'first' | 'second' | 'memory';

/** A free TCP port on 127.0.0.1 (the server listens there only, so no other server on ::1 can answer for it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Spawns the server like `npm run serve` (node directly, or npm itself) in its own process group. */
function spawnServer(launcher: Launcher, dataDir: string, port: number): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const profiling = profileDir && launcher === 'node' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const [command, args] =
    launcher === 'node'
      ? [process.execPath, [...profiling, '--enable-source-maps', bundle]]
      : ['npm', ['run', '--silent', 'serve']];
  return spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

/**
 * CPU time (ms, user and system) of the main thread of process `pid`, from /proc on Linux; null
 * elsewhere. The main thread does the start's work in turn (PGlite runs in it), so on an idle
 * machine its CPU time is close to the time to healthy; unlike that time, it grows little when
 * other work shares the machine, so it shows what the start costs on a busy one.
 */
function mainThreadCpuMilliseconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface StartTimes {
  /** From the spawn to the first 200 from /api/health. */
  healthyMs: number;
  /** From the spawn to the first answer (not a 5xx) from GET /api/account/me: the demo data seeded. */
  apiMs: number;
  /** The server's main-thread CPU time by then (node launcher, Linux); null otherwise. */
  cpuMs: number | null;
}

/** When (performance.now() - started) GET /api/account/me first answers; it waits for the demo data. */
async function firstApiAnswer(port: number, started: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/account/me`, {
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status >= 500) throw new Error(`GET /api/account/me answered ${response.status} after the start`);
  return performance.now() - started;
}

/** Times one start of the server; the server is stopped before it resolves. */
async function timeStart(launcher: Launcher, dataDir: string): Promise<StartTimes> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer(launcher, dataDir, port);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  try {
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode} before it was healthy`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS)
        throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) {
          const healthyMs = performance.now() - started;
          const cpuMs = launcher === 'node' && server.pid !== undefined ? mainThreadCpuMilliseconds(server.pid) : null;
          return { healthyMs, cpuMs, apiMs: await firstApiAnswer(port, started) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    // The whole group (npm, its shell and node); the server closes its database on SIGTERM.
    if (server.pid !== undefined && exitCode === undefined) process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
}

const samples: Record<Case, Record<Launcher, StartTimes[]>> = {
  first: { node: [], npm: [] },
  second: { node: [], npm: [] },
  memory: { node: [], npm: [] },
};

const loadBefore = loadavg()[0] ?? 0;
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const launcher of launchers) {
      const folder = mkdtempSync(join(tmpdir(), 'nightingale-cold-start-'));
      try {
        const dataDir = join(folder, 'data');
        samples.first[launcher].push(await timeStart(launcher, dataDir));
        samples.second[launcher].push(await timeStart(launcher, dataDir));
        samples.memory[launcher].push(await timeStart(launcher, 'memory://'));
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
    process.stderr.write(`run ${run} of ${runs} done\n`);
  }
} catch (error) {
  console.error(`Cold start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const range = (values: number[]) =>
  `${seconds(median(values))} (${seconds(Math.min(...values))}-${seconds(Math.max(...values))})`;
const healthy = (times: StartTimes[]) => times.map((time) => time.healthyMs);
const api = (times: StartTimes[]) => times.map((time) => time.apiMs);
const cpu = (times: StartTimes[]) => times.flatMap((time) => (time.cpuMs === null ? [] : [time.cpuMs]));

const labels: Record<Case, string> = {
  first: 'first start, new data folder',
  second: 'second start, same folder',
  memory: 'start on memory://',
};
console.log(
  `Cold start of the compiled server to a healthy /api/health, embedded database, median (min-max) of ${runs}:`,
);
console.log(
  `  ${''.padEnd(30)}${'node dist/server/main.js'.padEnd(28)}${'its main thread CPU'.padEnd(28)}${'first API answer'.padEnd(28)}npm run serve`,
);
for (const key of ['first', 'second', 'memory'] as const) {
  const { node, npm } = samples[key];
  const cpuCell = cpu(node).length > 0 ? range(cpu(node)) : 'n/a';
  const npmCell = npm.length > 0 ? range(healthy(npm)) : 'not run';
  console.log(
    `  ${labels[key].padEnd(30)}${range(healthy(node)).padEnd(28)}${cpuCell.padEnd(28)}${range(api(node)).padEnd(28)}${npmCell}`,
  );
}
const worst = Math.max(...(['first', 'second', 'memory'] as const).map((key) => median(healthy(samples[key].node))));
const verdict = smoke ? 'not checked (--smoke)' : worst <= TARGET_MS ? 'met' : 'NOT met';
console.log(
  `Target: healthy in at most ${seconds(TARGET_MS)} (node): ${verdict}. ` +
    `Load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after; ${new Date().toISOString().slice(0, 10)}.`,
);
