import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AccountUser } from '../../../shared/account/user';
import { type Capability, can } from '../../../shared/roles';
import { AppError } from '../../errors';
import { toAccountUser, type UserRow } from '../account/service';
import { type Auth, SESSION_CACHE_SECONDS } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser guard (or by optionalUser); null otherwise. */
    user: AccountUser | null;
  }
}

/** The name of better-auth's session token cookie, by auth instance, once known. */
const tokenCookieNames = new WeakMap<Auth, string>();

/**
 * Whether the request carries better-auth's session token cookie (`better-auth.session_token`,
 * `__Secure-` prefixed over https). Without it better-auth's getSession answers null and sets no
 * cookie, so asking it is pure cost: most requests (pages, assets, visitors) have no session.
 * The test is by substring: a false "yes" only costs the full check.
 */
async function sendsSessionToken(request: FastifyRequest): Promise<boolean> {
  const cookie = request.headers.cookie;
  if (!cookie) return false;
  const auth = request.server.auth;
  let name = tokenCookieNames.get(auth);
  if (name === undefined) {
    name = (await auth.$context).authCookies.sessionToken.name;
    tokenCookieNames.set(auth, name);
  }
  return cookie.includes(`${name}=`);
}

/**
 * The user of the request's session cookie, or null when there is none or it has expired. When
 * better-auth extends a session in use (daily), its renewed cookie goes out with `reply`. The
 * session is read from the database, unless `cached`: then a signed copy in a cookie up to
 * SESSION_CACHE_SECONDS old may answer (the user's figures in it may be that old too).
 */
export async function readSessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
  { cached = false } = {},
): Promise<AccountUser | null> {
  if (!(await sendsSessionToken(request))) return null;
  const { headers, response } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: !cached },
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const row = response ? (response.user as unknown as UserRow) : null;
  // A deleted account has no sessions left (issue 12), but one made by a sign-in that was checking
  // the password while the deletion committed would survive it: it is refused here.
  return row && !row.deletedAt ? toAccountUser(row) : null;
}

/** preHandler: sets `request.user` when a session exists; never refuses. */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user = await readSessionUser(request, reply);
}

/**
 * Users of session cookies this process verified in the last SESSION_CACHE_SECONDS, by the whole
 * `cookie` header (which holds the signed token, so no one can make up a key that hits).
 */
const recentSessions = new LRUCache<string, AccountUser>({ max: 20_000, ttl: SESSION_CACHE_SECONDS * 1000 });

/**
 * preHandler for the hottest path, saving an answer: like optionalUser, but a session verified up
 * to SESSION_CACHE_SECONDS ago, by this process or in better-auth's signed cookie copy, may stand in
 * for the database (decision 007). Use it only where the user's id is all that matters.
 */
export async function optionalUserCached(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookie = request.headers.cookie;
  const known = cookie ? recentSessions.get(cookie) : undefined;
  if (known) {
    request.user = known;
    return;
  }
  request.user = await readSessionUser(request, reply, { cached: true });
  if (cookie && request.user) recentSessions.set(cookie, request.user);
}

/** preHandler factory: 401 not_signed_in with `message` without a valid session; sets `request.user`. */
export function requireSignedIn(message = 'Please sign in to continue.') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    request.user = await readSessionUser(request, reply);
    if (!request.user) throw new AppError('not_signed_in', { status: 401, message });
  };
}

/** preHandler: 401 not_signed_in without a valid session; sets `request.user`. */
export const requireUser = requireSignedIn();

/**
 * preHandler factory: 401 without a session, 403 forbidden when the user's role lacks
 * `capability` (spec §6); `messages` gives a page's own sentences for either (spec §5's login
 * sentences, the Access Restricted texts).
 */
export function requireCapability(capability: Capability, messages: { signedOut?: string; forbidden?: string } = {}) {
  const signedIn = requireSignedIn(messages.signedOut);
  const forbidden = messages.forbidden ?? 'Your account does not have access to this.';
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await signedIn(request, reply);
    if (!can(request.user, capability)) throw new AppError('forbidden', { status: 403, message: forbidden });
  };
}

/** The signed-in user of a request that passed requireUser. */
export function signedInUser(request: FastifyRequest): AccountUser {
  if (!request.user) throw new AppError('not_signed_in', { status: 401, message: 'Please sign in to continue.' });
  return request.user;
}
