import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers } from './log-redaction';
import { QuietRequestLog } from './request-log';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  [field: string]: unknown;
}

const INFO = 30;
const DEBUG = 20;

/** A Fastify app with the quiet request log at `level`, its lines, and routes answering 200, 401 and (slowly) 200. */
async function appLogging(level: 'info' | 'debug', slowRequestMs?: number) {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level, serializers: logSerializers, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new QuietRequestLog({ slowRequestMs }),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(401).send({ error: 'no' }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

const completed = (lines: Line[]) => lines.filter((line) => line.msg === 'request completed');

describe('issue 30: request log lines at info only for answers that tell something', () => {
  it('a quick 2xx answer writes no line at info', async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject({ method: 'GET', url: '/ok' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('a non-2xx answer is logged at info with its request (the reset token redacted) and status', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/refused?token=secret-token' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    expect(completed(lines).map((line) => [line.level, line.req?.url, line.res?.statusCode])).toEqual([
      [INFO, '/refused?token=[redacted]', 401],
      [INFO, '/nowhere', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    await app.close();
  });

  it('a slow 2xx answer is logged at info with its response time', async () => {
    const { app, lines } = await appLogging('info', 20);
    await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/slow' });
    const [line, ...others] = completed(lines);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ level: INFO, req: { method: 'GET', url: '/slow' }, res: { statusCode: 200 } });
    expect(line?.responseTime).toBeGreaterThanOrEqual(20);
    await app.close();
  });

  it('a failing request is still logged as an error', async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50).length).toBeGreaterThan(0);
    await app.close();
  });

  it('at debug every request is logged, incoming and completed, as before', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
    expect(lines[0]?.req).toMatchObject({ method: 'GET', url: '/ok' });
    await app.close();
  });
});
