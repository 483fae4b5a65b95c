import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import type { DatabaseHandle } from '../../db/client';
import { signedInAs, signIn } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/**
 * Two instances on one database and one Redis (TEST_REDIS_URL, default 127.0.0.1:6379): a session
 * signed out on one can no longer save answers on the other, whose cached copy it had (issue 23
 * point 14, decision 007). Run with `npm run test:redis`.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `nightingale-test-${randomBytes(4).toString('hex')}:`;
let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await createTestApp({ database, config: { redisUrl, redisPrefix: prefix } });
  second = await createTestApp({ database, config: { redisUrl, redisPrefix: prefix } });
});

afterAll(async () => {
  await first.close();
  await second.app.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('revocation shared by two instances through Redis', () => {
  it('a sign-out on one instance ends the cached session for answer saves on the other at once', async () => {
    const account = await signedInAs(first.app);
    const cookie = await signIn(first.app, account.email, account.password);
    const attempt: InProgressAttempt = await examClient(first.app, cookie).started();
    const itemId = attempt.items[0]?.item.id ?? '';
    const onSecond = examClient(second.app, cookie);
    expect((await onSecond.update(attempt.id, itemId, { flagged: true })).statusCode).toBe(200);

    const signOut = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await onSecond.update(attempt.id, itemId, { flagged: false })).statusCode).toBe(401);
  });
});
