import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, SITE_DESCRIPTION } from '../../shared/paths';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testConfig } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return { ...original, readFile: vi.fn(original.readFile) };
});

/** How many of the files (paths under the client folder) the server has read with readFile. */
function readFileCalls(...files: string[]): number {
  return vi
    .mocked(readFile)
    .mock.calls.filter(([path]) => files.some((file) => String(path).endsWith(join('client', file)))).length;
}

let app: FastifyInstance;
let database: DatabaseHandle;
let buildDir: string;
const logLines: string[] = [];

/** A built index.html as Vite writes it: the entry script and the static top bar in #root. */
const INDEX_HTML = `<!doctype html><html><head><title>Nightingale</title>
<meta name="description" content="The description in index.html" />
<script type="module" crossorigin src="/assets/app-abc123.js"></script>
</head><body><div id="root"><div class="boot-shell"><span>Nightingale</span></div></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true },
  'src/client/features/faq/FaqPage.tsx': { file: 'assets/FaqPage-def456.js', imports: ['index.html'] },
  'src/client/features/contact/ContactPage.tsx': { file: 'assets/ContactPage-789abc.js', imports: ['index.html'] },
};

/** What scripts/prerender-pages.ts writes: the FAQ rendered at build time (long enough to be compressed). */
const PRERENDERED = {
  '/faq': {
    html: `<main><h1>Frequently Asked Questions</h1>${'<p>An answer.</p>'.repeat(200)}</main>`,
    title: 'FAQ | Nightingale',
  },
};

/** A hashed chunk with its precompressed copies, as scripts/precompress.ts writes them. */
const CHUNK = `export const answers = [${'"an answer", '.repeat(300)}];`;

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'nightingale-build-'));
  const clientDir = join(buildDir, 'client');
  await mkdir(join(clientDir, 'assets'), { recursive: true });
  await mkdir(join(clientDir, '.vite'));
  await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(join(clientDir, 'assets', 'chunk-aaa111.js'), CHUNK);
  await writeFile(join(clientDir, 'assets', 'chunk-aaa111.js.br'), zlib.brotliCompressSync(CHUNK));
  await writeFile(join(clientDir, 'assets', 'chunk-aaa111.js.gz'), zlib.gzipSync(CHUNK));
  await writeFile(join(buildDir, 'prerendered-pages.json'), JSON.stringify(PRERENDERED));
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    database,
    config: testConfig({ logLevel: 'warn' }),
    clientDir: join(buildDir, 'client'),
    logger: { level: 'warn', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe('§2 serving pages', () => {
  it('serves the app for every page route with status 200', async () => {
    for (const path of ['/', '/sample-test', '/faq', '/admin/review']) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"');
    }
  });

  it('answers an unknown page with the app and status 404, and logs the bad path', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page?ref=x' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'page not found');
    expect(logged?.path).toBe('/no/such/page');
  });

  it('puts a page rendered at build time into its document, inert until the app takes over, and its title', async () => {
    const response = await app.inject({ method: 'GET', url: '/faq' });
    expect(response.body).toContain('<title>FAQ | Nightingale</title>');
    expect(response.body).toContain('<div id="root" inert><main><h1>Frequently Asked Questions</h1>');
    expect(response.body).not.toContain('boot-shell');
    const other = await app.inject({ method: 'GET', url: '/contact' });
    expect(other.body).toContain('<div id="root"><div class="boot-shell"><span>Nightingale</span></div></div>');
    expect(other.body).toContain('<title>Nightingale</title>');
  });

  it("sends each page's own meta description, and the site's for pages without one", async () => {
    const description = async (url: string) =>
      (await app.inject({ method: 'GET', url })).body.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(await description('/faq')).toBe(paths.faq.description);
    expect(await description('/contact')).toBe(paths.contact.description);
    expect(await description('/no/such/page')).toBe(SITE_DESCRIPTION);
  });

  it("preloads the page's own code, fetching all code after the style sheet", async () => {
    const response = await app.inject({ method: 'GET', url: '/contact' });
    expect(response.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ContactPage-789abc.js">',
    );
    expect(response.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/app-abc123.js">',
    );
  });

  it('compresses page documents for browsers that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBeLessThan(2000);
  });

  it('sends page documents from copies compressed once (brotli or gzip, as accepted), the same text', async () => {
    const plain = await app.inject({ method: 'GET', url: '/faq' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const best = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length,
      },
    };
    // The copies are made in the background after the start.
    await vi.waitFor(async () => {
      const br = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.rawPayload.equals(zlib.brotliCompressSync(plain.rawPayload, best))).toBe(true);
    });
    const gzip = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The not-found document has copies of its own, made beside the others: until they are ready it is
    // compressed per request, or not at all under @fastify/compress's threshold (a CI run read it so).
    await vi.waitFor(async () => {
      const unknown = await app.inject({ method: 'GET', url: '/no/such/page', headers: { 'accept-encoding': 'br' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(unknown.rawPayload).toString()).toContain('<div id="root"');
    });
    const refused = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('serves hashed assets with a long cache and answers a missing asset with a plain 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('answers a plain GET of a hashed asset from memory once @fastify/static has answered it: same headers and bytes', async () => {
    const url = '/assets/chunk-aaa111.js';
    const withoutDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });
    const kinds = [{ 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }, {}];
    const first = await Promise.all(kinds.map((headers) => app.inject({ method: 'GET', url, headers })));
    expect(first.map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    expect(zlib.brotliDecompressSync(first[0]?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(CHUNK);
    // Each kind is read into memory in the background after its first answer.
    await vi.waitFor(() => expect(readFileCalls(`${url}.br`, `${url}.gz`, url)).toBe(3));
    await Promise.all(vi.mocked(readFile).mock.results.map((result) => result.value));
    await rm(join(buildDir, 'client', url), { force: true });
    await rm(join(buildDir, 'client', `${url}.br`), { force: true });
    await rm(join(buildDir, 'client', `${url}.gz`), { force: true });
    for (const [index, headers] of kinds.entries()) {
      const again = await app.inject({ method: 'GET', url, headers });
      expect(again.statusCode).toBe(200);
      expect(withoutDate(again.headers)).toEqual(withoutDate(first[index]?.headers ?? {}));
      expect(again.rawPayload.equals(first[index]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    // Conditional, range and HEAD requests still go to the files (gone now).
    const conditional = { 'accept-encoding': 'br', 'if-none-match': first[0]?.headers.etag as string };
    expect((await app.inject({ method: 'GET', url, headers: conditional })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
  });

  it('sends security headers with every page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the API description at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/exams/attempts/{attemptId}/submit');
  });
});
