import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';

/*
 * The hashed assets' answers, kept in memory after their first request.
 */

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
export function keepAssetAnswers(app: FastifyInstance, clientDir: string): void {
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
