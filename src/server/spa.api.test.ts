import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, SITE_DESCRIPTION } from '../shared/paths';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { testConfig } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

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

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'nightingale-build-'));
  const clientDir = join(buildDir, 'client');
  await mkdir(join(clientDir, 'assets'), { recursive: true });
  await mkdir(join(clientDir, '.vite'));
  await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");');
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

  it('serves hashed assets with a long cache and answers a missing asset with a plain 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
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
