import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPath, paths } from '../../shared/paths';
import { sendApiNotFound } from '../errors';
import { keepAssetAnswers } from './asset-answers';
import { documentCompressor, sendDocument } from './compressed-documents';
import { indexDocument, pageDocuments } from './page-documents';

/**
 * Serves the built web client from `clientDir` (the output of `vite build`) and answers every
 * unmatched request (only a page path gets index.html; a missing asset or API path is a real 404):
 * - `/api/...`: a JSON 404 in the API's error shape;
 * - a GET or HEAD for a page path (no file extension): index.html, with status 200 for the
 *   product's pages and 404 for any other path, which is logged (spec §2: "the bad path is logged");
 * - anything else (a missing asset): a plain 404.
 * Each page of the product has its own GET route; its document is compressed once, soon after the
 * start, and sent as brotli or gzip when the browser accepts it (until then, and for other
 * encodings, @fastify/compress compresses it like any response).
 * Assets are sent precompressed (brotli or gzip, built by scripts/precompress.ts) when the browser
 * accepts it; hashed ones from memory after their first request (keepAssetAnswers). Hashed assets
 * are cached for a year; index.html is revalidated on every load. Each built page's document
 * preloads that page's own chunks.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const built = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const documents = built ? pageDocuments(built, clientDir) : new Map<string, string>();
  const indexHtml = built ? indexDocument(built) : null;
  const compressedDocument = documentCompressor();

  if (indexHtml) {
    keepAssetAnswers(app, clientDir);
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
    for (const page of Object.values(paths)) {
      const document = compressedDocument(documents.get(page.path) ?? indexHtml);
      app.get(page.path, (_request, reply) => sendDocument(reply, 200, document));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendApiNotFound(reply, request.method, request.url, request.language);
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
    return sendDocument(reply, known ? 200 : 404, compressedDocument(documents.get(page) ?? indexHtml));
  });
}
