import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults to port 3000 on localhost with the embedded database in ./data and demo data on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      database: { driver: 'pglite', dataDir: './data' },
      demoData: true,
      logLevel: 'info',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, with demo data off unless asked for', () => {
    const url = 'postgres://app:secret@db.internal:5432/nightingale';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ database: { driver: 'postgres', url }, demoData: false });
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('migrates at start unless MIGRATE_ON_START is false (the owner then runs npm run db:migrate, issue 23)', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'later' })).toThrow(/MIGRATE_ON_START must be true or false\./);
  });

  it('opens at most DATABASE_POOL_SIZE PostgreSQL connections (default 10), a whole number from 1 to 1000', () => {
    const url = 'postgres://app:secret@db.internal:5432/nightingale';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ driver: 'postgres', url, poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }).database).toMatchObject({ poolSize: 40 });
    for (const bad of ['0', '2.5', 'many', '5000']) {
      expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('keeps the demo accounts, whose passwords are published, off for a public address unless asked for', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://nclex.example.org' }).demoData).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://nclex.example.org', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).demoData).toBe(true);
  });

  it('takes MAIL_OUTBOX_DIR for development and refuses it in production, where mail goes by SMTP_URL', () => {
    expect(loadConfig({}).mailOutboxDir).toBeUndefined();
    expect(loadConfig({ MAIL_OUTBOX_DIR: './data/outbox' }).mailOutboxDir).toBe('./data/outbox');
    expect(() => loadConfig({ MAIL_OUTBOX_DIR: './data/outbox', NODE_ENV: 'production' })).toThrow(
      /MAIL_OUTBOX_DIR is for development only/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, database: { driver: 'pglite' } });
  });

  it('refuses bad values with a message naming each variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT must be a number.');
    expect(message).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(message).toContain('DEMO_DATA must be true or false.');
    expect(message).toContain('LOG_LEVEL must be one of');
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be the number of reverse proxies/);
    }
  });

  it('reads REDIS_URL and the days visitors’ attempts are kept', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, visitorAttemptDays: 30 });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', VISITOR_ATTEMPT_DAYS: '7' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      visitorAttemptDays: 7,
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL must look like redis:\/\/host:6379/,
    );
    expect(() => loadConfig({ VISITOR_ATTEMPT_DAYS: '0' })).toThrow(/VISITOR_ATTEMPT_DAYS must be at least 1/);
  });

  it('reads ADAPTIVE_TEST_ITEMS, a shortened adaptive test for tests, and refuses one that is not fewest-most', () => {
    expect(loadConfig({}).adaptiveTestItems).toBeUndefined();
    expect(loadConfig({ ADAPTIVE_TEST_ITEMS: '6-10' }).adaptiveTestItems).toEqual({ minItems: 6, maxItems: 10 });
    for (const bad of ['10', '10-6', '1-1', 'six-ten']) {
      expect(() => loadConfig({ ADAPTIVE_TEST_ITEMS: bad }), bad).toThrow(/ADAPTIVE_TEST_ITEMS must be/);
    }
  });

  it('reads the Web Push keys VAPID_* (all three or none); without them development makes a pair and production turns push off (issue 25 item 6)', () => {
    const publicKey = 'BPSV4iCBCHtZrRqU_thWhRxGyDyDBUsm6aG6NefSW_nfVxHctDAiqPh0LgiC1gsvl0VD_jAh2C8aqK67P8cmDMc';
    const privateKey = 'juyTl7fHx1qNqLw3fAOsrmwG-69g6_EeHT8u9Pxg9x4';
    const subject = 'mailto:admin@example.org';
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject }).vapid,
    ).toEqual({ publicKey, privateKey, subject });
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(loadConfig({}).pushKeysFallback).toBe('generate');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' }).pushKeysFallback).toBe('disabled');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(/go together/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject }),
    ).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'admin' }),
    ).toThrow(/VAPID_SUBJECT must be/);
  });
});

describe('payments (issue 26)', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
  it('takes Stripe with both keys, the test provider with neither, and refuses one without the other', () => {
    expect(loadConfig(keys).stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' });
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/go together/);
    expect(loadConfig({ ...keys, PAYMENTS_PROVIDER: 'test' }).stripe).toBeUndefined();
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER=stripe needs/);
  });

  it('in production, refuses to start without Stripe unless the test checkout is asked for on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_PROVIDER=test/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' }).stripe).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).stripe).toBeDefined();
  });
});
