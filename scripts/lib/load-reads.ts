import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { type Recorded, startBareServer } from './bare-server';
import { percentile } from './bench-helpers';
import { cpuSeconds, stop } from './bench-server';

const median = (values: number[]) => percentile(values, 50);

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

/** What the server at `origin` answers to a GET of `path` with READ_HEADERS: status, content headers, raw body bytes. */
async function record(origin: string, path: string): Promise<Recorded> {
  const pool = new Pool(origin, { connections: 1 });
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
 * Autocannon against `origin + path` for `seconds` with `connections` keep-alive connections:
 * requests per second, the server's CPU microseconds per request (`pid`'s), and the answers that
 * were not `status` or failed.
 */
async function cannon(
  { origin, pid }: { origin: string; pid: number | undefined },
  { path, status, seconds, connections }: { path: string; status: number; seconds: number; connections: number },
) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${origin}${path}`,
    connections,
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

/** How part B runs: the app's origin, the bare server's port, the load, and which endpoints (by path prefix; all without). */
interface ReadOptions {
  origin: string;
  barePort: number;
  connections: number;
  readSeconds: number;
  rounds: number;
  /** A 1-second run against each server before the first round (off in smoke runs). */
  warmUp: boolean;
  only: string[] | undefined;
  /** Where the bare server's manifest is written. */
  folder: string;
}

/**
 * Part B of bench:load: each read endpoint's throughput and server CPU per request, against a bare
 * node:http server sending the same bytes, measured in turns, the median of the rounds; prints the
 * table and resolves to the failures (answers other than the recorded status or failed, and each
 * endpoint whose recorded answer is a 5xx) and whether the target is met (every endpoint without
 * database at >= 0.40 of bare node, 0 errors).
 */
export async function measureReads(
  server: ChildProcess,
  { origin, barePort, connections, readSeconds, rounds, warmUp, only, folder }: ReadOptions,
): Promise<{ errors: number; met: boolean }> {
  const assets = readdirSync('dist/client/assets').filter((file) => file.endsWith('.js'));
  const asset = `/assets/${assets.sort()[0]}`;
  const list = endpoints(asset).filter((e) => !only || only.some((part) => e.path.startsWith(part)));
  // Recorded until two readings a second apart agree (pages are compressed once, soon after the start).
  const readAll = async () =>
    new Map(await Promise.all(list.map(async (e) => [e.path, await record(origin, e.path)] as const)));
  let recorded = await readAll();
  for (let tries = 0; tries < 10; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await readAll();
    const stable = list.every((e) => next.get(e.path)?.body.equals(recorded.get(e.path)?.body ?? Buffer.alloc(0)));
    recorded = next;
    if (stable) break;
  }
  const bare = await startBareServer(recorded, { folder, port: barePort });
  const targets = [
    { name: 'app', origin, pid: server.pid },
    { name: 'bare', origin: `http://localhost:${barePort}`, pid: bare.pid },
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
          const run = { path: endpoint.path, status, connections };
          if (round === 0 && warmUp) await cannon(target, { ...run, seconds: 1 });
          const measured = await cannon(target, { ...run, seconds: readSeconds });
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
    `\n(B) read endpoints, ${connections} keep-alive connections, ${readSeconds} s each, median of ${rounds} rounds, ` +
      'against bare node:http sending the same bytes (ratio: app req/s / bare req/s; CPU: server CPU per request)\n',
  );
  console.log(
    '  endpoint              status  bytes      database   app req/s   bare req/s   ratio   app CPU µs   bare CPU µs   errors',
  );
  let ok = true;
  let errors = 0;
  for (const endpoint of list) {
    const entry = results.get(endpoint.path);
    const r = recorded.get(endpoint.path);
    if (!entry || !r) continue;
    const app = median(entry.app.perSecond);
    const bareRate = median(entry.bare.perSecond);
    const ratio = app / bareRate;
    if (!endpoint.database && ratio < 0.4) ok = false;
    const failed = entry.errors + (r.status >= 500 ? 1 : 0);
    errors += failed;
    if (failed > 0) ok = false;
    const name = endpoint.path.startsWith('/assets/') ? '/assets/*.js' : endpoint.path;
    const bytes = `${r.body.length}${r.headers['content-encoding'] ? ` ${r.headers['content-encoding']}` : ''}`;
    console.log(
      `  ${name.padEnd(22)}${String(r.status).padEnd(8)}${bytes.padEnd(11)}${(endpoint.database ? 'yes' : 'no').padEnd(10)}` +
        `${app.toFixed(0).padStart(9)}${bareRate.toFixed(0).padStart(13)}${ratio.toFixed(2).padStart(8)}` +
        `${median(entry.app.cpuMicros).toFixed(0).padStart(13)}${median(entry.bare.cpuMicros).toFixed(0).padStart(14)}` +
        `${String(failed).padStart(9)}`,
    );
  }
  console.log(`  target (endpoints without database >= 0.40 of bare node, 0 errors): ${ok ? 'met' : 'missed'}`);
  return { errors, met: ok };
}
