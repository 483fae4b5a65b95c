import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppPath, paths, SITE_DESCRIPTION } from '../shared/paths';
import { readClientManifest } from './client-manifest';
import { sendApiNotFound } from './errors';

/** A page rendered at build time (scripts/prerender-pages.ts): the markup of #root and the document title. */
interface PrerenderedPage {
  html: string;
  title: string | null;
}

/** The pages rendered at build time, by path, from `prerendered-pages.json` beside the client folder. */
function readPrerenderedPages(clientDir: string): Record<string, PrerenderedPage> {
  const file = join(clientDir, '..', 'prerendered-pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PrerenderedPage>) : {};
}

/** The static top bar in #root of index.html, shown until the app renders. */
const STATIC_TOP_BAR = '<div id="root"><div class="boot-shell"><span>Nightingale</span></div></div>';

/**
 * The document with a page rendered at build time in place of the static top bar, and its title.
 * #root is inert until the app takes over (main.tsx), so nothing typed or clicked there is lost.
 */
function withPrerenderedPage(document: string, page: PrerenderedPage): string {
  if (!document.includes(STATIC_TOP_BAR)) {
    throw new Error('index.html no longer holds the static top bar that prerendered pages replace (see spa.ts).');
  }
  const withPage = document.replace(STATIC_TOP_BAR, () => `<div id="root" inert>${page.html}</div>`);
  return page.title ? withPage.replace(/<title>.*?<\/title>/, () => `<title>${page.title}</title>`) : withPage;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The document with `description` as its meta description (the page's, from paths.ts). */
function withDescription(document: string, description: string): string {
  return document.replace(
    /<meta name="description" content="[^"]*"/,
    () => `<meta name="description" content="${escapeAttribute(description)}"`,
  );
}

/**
 * The document with its scripts fetched at low priority: the style sheet, which the content of
 * #root needs to paint, goes first, so the page shows before the app's code has arrived.
 */
function withCodeAfterStyles(document: string): string {
  return document
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * index.html for each page, with <link> tags that fetch the page's own code and styles alongside
 * the entry, instead of after it (one round trip less before the page shows), the page's meta
 * description, and the page itself when it was rendered at build time.
 */
function pageDocuments(indexHtml: string, clientDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  const manifest = readClientManifest(clientDir);
  if (!manifest) return documents;
  const entry = manifest.entryFiles();
  const prerendered = readPrerenderedPages(clientDir);
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
    const document = indexHtml.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    const rendered = prerendered[page.path];
    const withPage = rendered ? withPrerenderedPage(document, rendered) : document;
    documents.set(page.path, withCodeAfterStyles(withDescription(withPage, page.description)));
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
 * Each page of the product has its own GET route, so its document is compressed like any response.
 * Assets are sent precompressed (brotli or gzip, built by scripts/precompress.ts) when the browser
 * accepts it. Hashed assets are cached for a year; index.html is revalidated on every load. Each built page's
 * document preloads that page's own chunks.
 */
export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const built = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const documents = built ? pageDocuments(built, clientDir) : new Map<string, string>();
  const indexHtml = built ? withCodeAfterStyles(withDescription(built, SITE_DESCRIPTION)) : null;

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
    for (const page of Object.values(paths)) {
      const document = documents.get(page.path) ?? indexHtml;
      app.get(page.path, (_request, reply) => sendDocument(reply, 200, document));
    }
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
    return sendDocument(reply, known ? 200 : 404, documents.get(page) ?? indexHtml);
  });
}

function sendDocument(reply: FastifyReply, status: number, document: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(document);
}
