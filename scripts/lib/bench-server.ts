import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/*
 * The server process of a benchmark (bench:exam, bench:load): how it is told to run, when it is
 * ready, how it stops, and what CPU it used.
 */

/**
 * The environment of a server under benchmark, beside its own settings: production, on localhost,
 * no demo data, and rate limits far above any benchmark's load.
 */
export const BENCH_SERVER_ENV = {
  NODE_ENV: 'production',
  // Benchmarks buy nothing real: the test checkout, asked for on purpose.
  PAYMENTS_PROVIDER: 'test',
  HOST: 'localhost',
  DEMO_DATA: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  EXAM_STARTS_PER_MINUTE: '100000000',
  SIGN_IN_LIMIT_PER_IP: '100000000',
  SIGN_IN_LIMIT_PER_EMAIL: '100000000',
} as const;

/**
 * Resolves when nothing listens on localhost:`port`; rejects, naming the port, when something does
 * (another benchmark's server would otherwise answer this one's requests).
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (another benchmark running?): choose another with --port`)),
    );
    probe.listen(port, 'localhost', () => probe.close(() => resolve()));
  });
}

/** Resolves once `url` answers `status` (200); rejects after `seconds` or when `child` exits first. */
export function waitUntilReady(child: ChildProcess, url: string, seconds: number, status = 200): Promise<void> {
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

/** Stops `child` with SIGTERM and waits for it to exit (at once when it has). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU seconds (user and system, every thread) that process `pid` has used; NaN where /proc is missing. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}
