import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
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
    const files = manifest.pageFiles(page.module);
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
  const indexHtml = built ? withCodeAfterStyles(withDescription(built, SITE_DESCRIPTION)) : null;
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
    return sendDocument(reply, known ? 200 : 404, compressedDocument(documents.get(page) ?? indexHtml));
  });
}

/** A page's document, and its brotli and gzip copies once they are made. */
interface PageDocument {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A function that gives each document (by its text: several pages share one) with its copies
 * compressed once, in zlib's threads after the start (brotli at its best quality, too slow to do per
 * request). Until its copies are ready, a document is compressed per request by @fastify/compress.
 */
function documentCompressor(): (html: string) => PageDocument {
  const byHtml = new Map<string, PageDocument>();
  return (html) => {
    const known = byHtml.get(html);
    if (known) return known;
    const document: PageDocument = { html };
    byHtml.set(html, document);
    const source = Buffer.from(html);
    const keep = (encoding: 'br' | 'gzip') => (compressed: Buffer) => {
      document[encoding] = compressed;
    };
    const brotliParams = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    };
    // A failure leaves the copy unset: the plugin compresses per request, as without it.
    brotli(source, { params: brotliParams }).then(keep('br'), () => {});
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }).then(keep('gzip'), () => {});
    return document;
  };
}

/** Encodings in @fastify/compress's order of preference (zstd first where this Node.js has it). */
const COMPRESS_ENCODINGS = [...('createZstdCompress' in zlib ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity'];

/**
 * The encoding @fastify/compress would choose for an Accept-Encoding header: the accepted one with
 * the highest q (q=0 refuses), ties going to the earlier of COMPRESS_ENCODINGS; `*` and `x-gzip`
 * count as gzip, as there. Null when none is acceptable or the header is missing.
 */
export function preferredEncoding(acceptEncoding: string | undefined): string | null {
  if (acceptEncoding === undefined) return null;
  let best: string | null = null;
  let bestQuality = 0;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    const rank = COMPRESS_ENCODINGS.indexOf(name);
    if (rank === -1) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    if (quality <= 0) continue;
    if (
      quality > bestQuality ||
      (quality === bestQuality && best !== null && rank < COMPRESS_ENCODINGS.indexOf(best))
    ) {
      best = name;
      bestQuality = quality;
    }
  }
  return best;
}

/**
 * Sends a page's document with `status`: the ready brotli or gzip copy when that is what
 * @fastify/compress would have chosen for this GET, otherwise the text (which the plugin then
 * compresses or not, as for any response).
 */
function sendDocument(reply: FastifyReply, status: number, document: PageDocument): FastifyReply {
  reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const request = reply.request;
  if (request.method === 'GET' && request.headers['x-no-compression'] === undefined) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding === 'br' ? document.br : encoding === 'gzip' ? document.gzip : undefined;
    if (compressed && encoding) {
      return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
    }
  }
  return reply.send(document.html);
}

/** The headers @fastify/static sets on a file's answer, which an answer from memory repeats. */
const STATIC_HEADERS = [
  'accept-ranges',
  'cache-control',
  'content-encoding',
  'content-length',
  'content-type',
  'etag',
  'last-modified',
  'vary',
] as const;

/** The file @fastify/static sends for each content-encoding it sets (its `preCompressed` copies). */
const ENCODING_SUFFIXES: Record<string, string> = { br: '.br', gzip: '.gz', deflate: '.deflate' };

/** Requests whose answer a kept one may stand for: a GET asking for the whole file, unconditionally. */
function isPlainGet(request: FastifyRequest): boolean {
  const headers = request.headers;
  return (
    request.method === 'GET' &&
    headers.range === undefined &&
    headers['if-range'] === undefined &&
    headers['if-match'] === undefined &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined &&
    headers['if-unmodified-since'] === undefined
  );
}

/**
 * Serves the hashed files under assets/ from memory. They never change (their names carry their
 * content's hash), so the answer @fastify/static gives to a plain GET of one (its headers, and the
 * bytes of the copy it chose: brotli, gzip or none) is kept, by file and Accept-Encoding value, and
 * repeated for the same request; HEAD, range and conditional requests, and the first of each kind,
 * still go to @fastify/static. Its per-request file system calls (stat, open, read, close) cost far
 * more than the sending. At most the build's assets are held (a few MB): bodies are shared by file.
 * Call before registering @fastify/static (it hooks the routes that plugin adds).
 */
function keepAssetAnswers(app: FastifyInstance, clientDir: string): void {
  const answers = new LRUCache<string, { headers: Record<string, string>; body: Buffer }>({ max: 4000 });
  const bodies = new Map<string, Promise<Buffer | null>>();
  const keyOf = (file: string, request: FastifyRequest) => `${file}\n${request.headers['accept-encoding'] ?? '\0'}`;
  const bodyOf = (path: string) => {
    let body = bodies.get(path);
    if (!body) {
      body = readFile(path).catch(() => null);
      bodies.set(path, body);
    }
    return body;
  };

  app.addHook('onRoute', (route) => {
    const file = (route.config as { file?: unknown } | undefined)?.file;
    if (typeof file !== 'string' || !file.startsWith('/assets/')) return;
    const answerFromMemory: onRequestAsyncHookHandler = async (request, reply) => {
      if (!isPlainGet(request)) return;
      const answer = answers.get(keyOf(file, request));
      if (answer) return reply.headers(answer.headers).send(answer.body);
    };
    const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
      const key = keyOf(file, request);
      if (reply.statusCode === 200 && isPlainGet(request) && !answers.has(key)) {
        const headers: Record<string, string> = {};
        for (const name of STATIC_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const encoding = headers['content-encoding'];
        const suffix = encoding === undefined ? '' : ENCODING_SUFFIXES[encoding];
        const length = Number(headers['content-length']);
        // No length: @fastify/compress compressed the file on the way; such answers are not kept.
        if (suffix !== undefined && Number.isInteger(length)) {
          void bodyOf(join(clientDir, file + suffix)).then((body) => {
            if (body && body.length === length) answers.set(key, { headers, body });
          });
        }
      }
      done(null, payload);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), answerFromMemory];
    route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
  });
}
