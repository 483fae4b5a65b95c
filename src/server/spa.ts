import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPath, paths } from '../shared/paths';
import { readClientManifest } from './client-manifest';
import { sendApiNotFound } from './errors';

/**
 * index.html for each page, with <link> tags that fetch the page's own code and styles alongside
 * the entry, instead of after it (one round trip less before the page shows).
 */
function pageDocuments(indexHtml: string, clientDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  const manifest = readClientManifest(clientDir);
  if (!manifest) return documents;
  const entry = manifest.entryFiles();
  for (const page of Object.values(paths)) {
    const files = page.module ? manifest.pageFiles(page.module) : null;
    if (!files) continue;
    const links = [
      ...files.styles
        .filter((file) => !entry.styles.includes(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...files.scripts
        .filter((file) => !entry.scripts.includes(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    documents.set(page.path, indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`));
  }
  return documents;
}

/**
 * Serves the built web client from `clientDir` (the output of `vite build`) and answers every
 * unmatched request (STACK-NOTES trap 7):
 * - `/api/...`: a JSON 404 in the API's error shape;
 * - a GET or HEAD for a page path (no file extension): index.html, with status 200 for the
 *   product's pages and 404 for any other path, which is logged (spec §2: "the bad path is logged");
 * - anything else (a missing asset): a plain 404.
 * Assets are sent precompressed (brotli or gzip, built by scripts/precompress.ts) when the browser
 * accepts it. Hashed assets are cached for a year; index.html is revalidated on every load. Each built page's
 * document preloads that page's own chunks.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const documents = indexHtml ? pageDocuments(indexHtml, clientDir) : new Map<string, string>();

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(clientDir, 'assets'));
        const cacheControl = immutable
          ? 'public, max-age=31536000, immutable'
          : path.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        reply.header('cache-control', cacheControl);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendApiNotFound(reply, request.method, request.url);
    }
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPageRequest) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web client has not been built. Run "npm run build", then restart the server.');
    }
    const known = isAppPath(pathname);
    if (!known) request.log.warn({ path: pathname }, 'page not found');
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(documents.get(page) ?? indexHtml);
  });
}
