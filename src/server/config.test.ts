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

  it('keeps the demo accounts, whose passwords are published, off for a public address unless asked for', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://nclex.example.org' }).demoData).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://nclex.example.org', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).demoData).toBe(true);
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
});
