import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { preferredEncoding } from '../spa/compressed-documents';

/**
 * A JSON answer serialised once: its text and (when made with `compress`) its brotli and gzip
 * copies, so that a cached answer costs no serialisation or compression per request.
 */
export interface JsonAnswer<T> {
  /** The value, as the schema gave it (for answers combined from several cached parts). */
  value: T;
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this many bytes an answer is sent as text (@fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;

/**
 * Serialises `value` (already checked by its response schema: pass `schema.parse(value)`) into a
 * JsonAnswer; with `compress`, also its brotli and gzip copies (a few milliseconds for a few
 * kilobytes: for answers that are cached, not for one-off ones).
 */
export function jsonAnswer<T>(value: T, { compress }: { compress: boolean }): JsonAnswer<T> {
  const json = JSON.stringify(value);
  if (!compress || Buffer.byteLength(json) < COMPRESS_THRESHOLD) return { value, json };
  const source = Buffer.from(json);
  return {
    value,
    json,
    br: zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip: zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Sends `answer` with status 200: the brotli or gzip copy when that is what @fastify/compress would
 * have chosen, otherwise the text, which the plugin compresses or not as for any answer. No entity
 * tag: API answers are `Cache-Control: no-store` (lib/security-headers.ts), so no browser would
 * send one back.
 */
export function sendJsonAnswer(reply: FastifyReply, answer: JsonAnswer<unknown>): FastifyReply {
  const request = reply.request;
  reply.type('application/json; charset=utf-8');
  if (request.headers['x-no-compression'] === undefined) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : undefined;
    if (compressed && encoding) {
      return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
    }
  }
  return reply.send(answer.json);
}
