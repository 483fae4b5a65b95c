import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { testConfig } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

let app: FastifyInstance;
let database: DatabaseHandle;
let clientDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'nightingale-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Nightingale</title><div id="root"></div>');
  await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    database,
    config: testConfig({ logLevel: 'warn' }),
    clientDir,
    logger: { level: 'warn', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('§2 serving pages', () => {
  it('serves the app for every page route with status 200', async () => {
    for (const path of ['/', '/sample-test', '/faq', '/admin/review']) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown page with the app and status 404, and logs the bad path', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page?ref=x' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'page not found');
    expect(logged?.path).toBe('/no/such/page');
  });

  it('serves hashed assets with a long cache and answers a missing asset with a plain 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('sends security headers with every page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the API description at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/exams/attempts/{attemptId}/submit');
  });
});
