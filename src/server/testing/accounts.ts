import { randomBytes, randomUUID, webcrypto } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../shared/roles';
import { sessions, users } from '../db/schema';
import { newReferralCode } from '../features/account/referral-code';
import { setAccountStanding } from '../features/account/service';
import type { DemoUser } from '../features/auth/demo-users';
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

/**
 * Creates an account with `role` (default a registered student) and signs it in. The account is
 * made as sign-up makes it (better-auth's adapter, so its hooks give the referral code; the
 * password stored as better-auth's hash, so it signs in) and the session as sign-in makes it, but
 * each password is hashed once per worker: hashing (scrypt, about 0.1 s of CPU) twice for each
 * account was about a quarter of an API test file's time. Sign-up and sign-in themselves are
 * tested through the API in auth.api.test.ts.
 */
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
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      name: `${account.firstName} ${account.lastName}`,
      email: account.email.toLowerCase(),
      firstName: account.firstName,
      lastName: account.lastName,
    },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash(context, account.password),
  });
  await setAccountStanding(app.db, user.id, {
    role: account.role,
    isRegistered: account.isRegistered,
    testAttempts: account.testAttempts ?? 0,
  });
  const session = await context.internalAdapter.createSession(user.id);
  return {
    id: user.id,
    email: account.email,
    password: account.password,
    cookie: await sessionCookie(app, session.token),
  };
}

type AuthContext = Awaited<FastifyInstance['auth']['$context']>;

/** Hashes of the test passwords, made once per worker (a hash has its own salt, so any one will do). */
const passwordHashes = new Map<string, Promise<string>>();

function passwordHash(context: AuthContext, password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = context.password.hash(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** The `cookie` header of the session `token`, signed as better-auth signs it (HMAC-SHA-256 with the app's secret). */
async function sessionCookie(app: FastifyInstance, token: string): Promise<string> {
  const context = await app.auth.$context;
  const key = await webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(context.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(token));
  const signed = encodeURIComponent(`${token}.${Buffer.from(signature).toString('base64')}`);
  return `${context.authCookies.sessionToken.name}=${signed}`;
}

/**
 * `count` signed-in accounts with `role`, made at once without hashing a password each (a test of
 * many buyers would otherwise spend seconds on hashes): the user rows and their sessions are
 * written directly and each cookie is signed as better-auth signs it. They have no password.
 */
export async function signedInMany(app: FastifyInstance, count: number, role: Role = 'student'): Promise<SignedIn[]> {
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
  return Promise.all(
    accounts.map(async (account) => ({
      id: account.id,
      email: account.email,
      password: '',
      cookie: await sessionCookie(app, account.token),
    })),
  );
}
