import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../shared/roles';
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
