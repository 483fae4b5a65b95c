import { randomBytes, randomUUID, webcrypto } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../shared/roles';
import { sessions, users } from '../db/schema';
import { newReferralCode } from '../features/account/referral-code';
import { createAccount, type DemoUser } from '../features/auth/demo-users';
import { TEST_ORIGIN } from './test-app';

/** A unique email for a test account. */
export const uniqueEmail = (prefix = 'nurse') => `${prefix}.${randomBytes(4).toString('hex')}@example.org`;

/** The `cookie` request header that sends back every cookie a response set. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A signed-in test account: its id, email, password and session cookie. */
export interface SignedIn {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** One sign-in attempt through the API from the client address `remoteAddress`; returns the raw response. */
export function signInFrom(
  app: FastifyInstance,
  remoteAddress: string,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
}

/** Signs in through the API and returns the session cookie; throws when sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe = true,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password, rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/** Creates an account with `role` (default a registered student) and signs it in. */
export async function signedInAs(
  app: FastifyInstance,
  role: Role = 'student',
  overrides: Partial<DemoUser> = {},
): Promise<SignedIn> {
  const account: DemoUser = {
    email: uniqueEmail(role),
    password: 'Strong#Pass1',
    firstName: 'Test',
    lastName: role.charAt(0).toUpperCase() + role.slice(1),
    role,
    isRegistered: true,
    ...overrides,
  };
  const id = await createAccount(app, account);
  return {
    id,
    email: account.email,
    password: account.password,
    cookie: await signIn(app, account.email, account.password),
  };
}

/**
 * `count` signed-in accounts with `role`, made at once without hashing a password each (a test of
 * many buyers would otherwise spend seconds on hashes): the user rows and their sessions are
 * written directly and each cookie is signed as better-auth signs it. They have no password.
 */
export async function signedInMany(app: FastifyInstance, count: number, role: Role = 'student'): Promise<SignedIn[]> {
  const context = await app.auth.$context;
  const accounts = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: uniqueEmail(`${role}${index}`),
    token: randomBytes(24).toString('base64url'),
  }));
  await app.db.insert(users).values(
    accounts.map((account) => ({
      id: account.id,
      name: 'Test Buyer',
      email: account.email,
      firstName: 'Test',
      lastName: 'Buyer',
      role,
      referralCode: newReferralCode(),
    })),
  );
  await app.db.insert(sessions).values(
    accounts.map((account) => ({
      id: randomUUID(),
      token: account.token,
      userId: account.id,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })),
  );
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(context.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const cookieName = context.authCookies.sessionToken.name;
  return Promise.all(
    accounts.map(async (account) => {
      const signature = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(account.token));
      const signed = encodeURIComponent(`${account.token}.${Buffer.from(signature).toString('base64')}`);
      return { id: account.id, email: account.email, password: '', cookie: `${cookieName}=${signed}` };
    }),
  );
}
