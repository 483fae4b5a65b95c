import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { signedInAs, signInFrom, uniqueEmail } from '../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Two app instances on one database and one Redis (REDIS_URL, default 127.0.0.1:6379) count every
 * limit together. Run with `npm run test:redis`; CI runs it when Redis answers.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `nightingale-test-${randomBytes(4).toString('hex')}:`;
let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = {
    redisUrl,
    redisPrefix: prefix,
    signInLimitPerEmail: 3,
    signInLimitPerIp: 5,
    rateLimitPerMinute: 40,
    examStartsPerMinute: 4,
  };
  first = await createTestApp({ database, config });
  second = await createTestApp({ database, config });
});

afterAll(async () => {
  await first.close();
  await second.app.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const signIn = (app: TestApp, remoteAddress: string, email: string, password: string) =>
  signInFrom(app.app, remoteAddress, email, password);

describe('limits shared by two instances through Redis', () => {
  it('counts failed sign-ins of one account on either instance together, and gives successes back', async () => {
    const account = await signedInAs(first.app);
    const codes = [
      (await signIn(first, '203.0.113.1', account.email, 'Wrong#Pass1')).statusCode,
      (await signIn(second, '203.0.113.1', account.email, 'Wrong#Pass2')).statusCode,
      (await signIn(first, '203.0.113.1', account.email, account.password)).statusCode,
      (await signIn(second, '203.0.113.1', account.email, 'Wrong#Pass3')).statusCode,
      (await signIn(first, '203.0.113.1', account.email, account.password)).statusCode,
    ];
    expect(codes).toEqual([401, 401, 200, 401, 429]);
  });

  it('holds when 12 wrong passwords arrive at both instances at once: 3 checked, 9 refused', async () => {
    const account = await signedInAs(first.app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? first : second, '203.0.113.2', account.email, `Wrong#${i}a`)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
  });

  it('counts sign-ins per address, exam starts and the general API limit across instances', async () => {
    const address = '203.0.113.3';
    const perAddress = [];
    for (let i = 0; i < 6; i++) {
      perAddress.push((await signIn(i % 2 ? first : second, address, uniqueEmail(), 'Whatever#1')).statusCode);
    }
    expect(perAddress).toEqual([401, 401, 401, 401, 401, 429]);

    const start = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/exams/forms/free-sample/attempts',
        remoteAddress: '203.0.113.4',
        headers: { origin: TEST_ORIGIN },
      });
    const starts = [];
    for (let i = 0; i < 5; i++) starts.push((await start(i % 2 ? first : second)).statusCode);
    expect(starts).toEqual([201, 201, 201, 201, 429]);

    const health = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.5' });
    const general = [];
    for (let i = 0; i < 41; i++) general.push((await health(i % 2 ? first : second)).statusCode);
    expect(general.filter((code) => code === 200)).toHaveLength(40);
    expect(general.at(-1)).toBe(429);
  });
});
