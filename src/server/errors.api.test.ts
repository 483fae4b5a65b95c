import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every error the API sends has the shape { error: { code, message } }', () => {
  it('a path parameter over 100 characters: 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/exams/attempts/${'x'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'uri_too_long', message: 'The address is too long. Check the link and try again.' },
    });
  });

  it('headers larger than Node accepts (a huge URL or cookie): 431, from a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/api/health?${'a'.repeat(20_000)}` },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.setHeader('cookie', `huge=${'b'.repeat(20_000)}`);
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'headers_too_large',
        message: 'The request headers are too large. Clear this site’s cookies and try again.',
      },
    });
  });
});
