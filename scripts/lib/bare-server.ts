import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stop, waitUntilReady } from './bench-server';

/** An answer of the app as recorded, to be sent again by the bare server. */
export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
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

/**
 * Starts the bare server on `port` with the answers `recorded` (by path), its manifest written in
 * `folder`; resolves once it answers the first of them. Stopped again when it does not start.
 */
export async function startBareServer(
  recorded: Map<string, Recorded>,
  { folder, port }: { folder: string; port: number },
): Promise<ChildProcess> {
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
    env: { ...process.env, BARE_MANIFEST: manifest, BARE_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready once it answers the first recorded path (`--only` may leave out any other); never left
  // running when it does not start.
  const [probe = '/', first] = [...recorded][0] ?? [];
  try {
    await waitUntilReady(bare, `http://localhost:${port}${probe}`, 20, first?.status ?? 200);
  } catch (error) {
    await stop(bare);
    throw error;
  }
  return bare;
}
