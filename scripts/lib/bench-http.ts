import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Dispatcher, Pool } from 'undici';

/** A failed call: `kind` groups like failures in a report ("save 409", "start network"). */
export class HttpError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An HTTP client of the server at `origin` for benchmarks: `connections` keep-alive connections,
 * no pipelining; each call sends the origin and a session cookie, and JSON when it has a body.
 * With `acceptEncoding`, calls ask for compressed answers as a browser would and read them
 * decompressed. A network failure or a status of 400 or more throws HttpError with the kind
 * "<step> network" or "<step> <status>".
 */
export function benchClient(
  origin: string,
  { connections, acceptEncoding }: { connections: number; acceptEncoding?: string },
) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  async function call<T>(step: string, method: 'GET' | 'POST' | 'PATCH', path: string, cookie: string, body?: unknown) {
    let response: Dispatcher.ResponseData;
    try {
      response = await pool.request({
        method,
        path,
        headers: {
          origin,
          cookie,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new HttpError(`${step} network`, `${method} ${path}: ${(error as Error).message}`);
    }
    const raw = Buffer.from(await response.body.arrayBuffer());
    const encoding = response.headers['content-encoding'];
    const text = (
      encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
    ).toString();
    if (response.statusCode >= 400) {
      throw new HttpError(`${step} ${response.statusCode}`, `${method} ${path}: ${text.slice(0, 200)}`);
    }
    return { json: () => JSON.parse(text) as T, headers: response.headers };
  }
  return { call, close: () => pool.close() };
}

export type BenchClient = ReturnType<typeof benchClient>;

/** The cookie header a browser would send after an answer with `setCookie`: each cookie's name=value. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}
