import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

/*
 * Page documents compressed once (brotli and gzip) and sent in the encoding @fastify/compress would
 * have chosen.
 */

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
export function documentCompressor(): (html: string) => PageDocument {
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
export function sendDocument(reply: FastifyReply, status: number, document: PageDocument): FastifyReply {
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
