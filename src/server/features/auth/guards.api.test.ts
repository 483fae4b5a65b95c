import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { signedInAs } from '../../testing/accounts';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { requireCapability, signedInUser } from './session';

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ database, config: testConfig(), logger: false, clientDir: '/nonexistent-client-build' });
  // Routes guarded by capabilities of spec §6, as later features declare them.
  app.get('/api/test/admin', { preHandler: requireCapability('adminFeatures') }, async (request) => ({
    id: signedInUser(request).id,
  }));
  app.get('/api/test/create-courses', { preHandler: requireCapability('createCourses') }, async () => ({ ok: true }));
  app.get('/api/test/full-access', { preHandler: requireCapability('fullAccess') }, async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('§6 capability guards', () => {
  const cases: { url: string; allowed: Role[] }[] = [
    { url: '/api/test/admin', allowed: ['admin'] },
    { url: '/api/test/create-courses', allowed: ['trainer', 'admin'] },
    { url: '/api/test/full-access', allowed: ['student', 'instructor', 'trainer', 'admin'] },
  ];

  it('answers 401 without a session, with the one error shape', async () => {
    for (const { url } of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
  });

  for (const role of ['student', 'instructor', 'trainer', 'admin'] as const) {
    it(`lets a ${role} through only where the role holds the capability (403 otherwise)`, async () => {
      const account = await signedInAs(app, role);
      for (const { url, allowed } of cases) {
        const response = await app.inject({ method: 'GET', url, headers: { cookie: account.cookie } });
        expect(response.statusCode, url).toBe(allowed.includes(role) ? 200 : 403);
        if (response.statusCode === 403) expect(response.json().error.code).toBe('forbidden');
      }
    });
  }

  it('refuses full access to an unregistered student', async () => {
    const account = await signedInAs(app, 'student', { isRegistered: false });
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/full-access',
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
