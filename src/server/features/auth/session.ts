import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { type Capability, can } from '../../../shared/roles';
import { AppError } from '../../errors';
import type { RevocationStore } from '../../lib/revocation-store';
import { toAccountUser, type UserRow } from '../account/service';
import { type Auth, SESSION_CACHE_SECONDS } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser guard (or by optionalUser); null otherwise. */
    user: AccountUser | null;
  }
  interface FastifyInstance {
    /** Revocation stamps of users whose sessions ended lately: this process, or Redis shared by every instance. */
    revocations: RevocationStore;
  }
}

/**
 * How long a revocation stamp is kept (seconds): longer than any cached session lives
 * (SESSION_CACHE_SECONDS), so every copy made before a revocation meets its stamp.
 */
export const REVOCATION_STAMP_SECONDS = SESSION_CACHE_SECONDS + 15;

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

/** What a save sent with a session that has ended is refused with. */
const SESSION_ENDED_MESSAGE = msg('Your session has ended. Sign in again to keep saving your answers.');

/** A session this process verified: its user, and the user's revocation stamp read before the check. */
interface VerifiedSession {
  user: AccountUser;
  stamp: string | null;
}

/**
 * Sessions this process verified in the last SESSION_CACHE_SECONDS, by the whole `cookie` header
 * (which holds the signed token, so no one can make up a key that hits).
 */
const recentSessions = new LRUCache<string, VerifiedSession>({ max: 20_000, ttl: SESSION_CACHE_SECONDS * 1000 });

/** The user's revocation stamp; undefined when the store cannot be reached (then the database decides). */
async function revocationStamp(request: FastifyRequest, userId: string): Promise<string | null | undefined> {
  try {
    return await request.server.revocations.stamp(userId);
  } catch (error) {
    request.log.warn({ err: error }, 'revocation store unavailable; session read from the database');
    return undefined;
  }
}

/**
 * preHandler for the hottest path, saving an answer: like optionalUser, but a session verified up
 * to SESSION_CACHE_SECONDS ago, by this process or in better-auth's signed cookie copy, may stand in
 * for the database (decision 007), as long as the user has no newer revocation stamp (one GET in
 * Redis, or a lookup in this process without it): a sign-out, deletion, password change or reset
 * elsewhere sends the next save to the database, which no longer knows the session. A visitor (no
 * session cookie) passes with no user; a session cookie that no longer holds (signed out, deleted,
 * expired) answers 401 `not_signed_in` at once. Use it only where the user's id is all that matters.
 */
export async function optionalUserCached(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookie = request.headers.cookie;
  const known = cookie ? recentSessions.get(cookie) : undefined;
  if (cookie && known) {
    const stamp = await revocationStamp(request, known.user.id);
    if (stamp !== undefined && stamp === known.stamp) {
      request.user = known.user;
      return;
    }
    recentSessions.delete(cookie);
  }
  let user = await readSessionUser(request, reply, { cached: true });
  const stamp = user ? await revocationStamp(request, user.id) : null;
  // Read before the database, so a revocation committed after this check changes the stamp again.
  if (user && stamp !== null) user = await readSessionUser(request, reply);
  if (!user && (await sendsSessionToken(request))) {
    throw new AppError('not_signed_in', { status: 401, message: SESSION_ENDED_MESSAGE });
  }
  request.user = user;
  if (cookie && user && stamp !== undefined) recentSessions.set(cookie, { user, stamp });
}

/**
 * Ends every cached copy of `userId`'s sessions on every instance (issue 23 point 14): writes a new
 * revocation stamp. Call it after the sessions are gone from the database (sign-out, an admin's
 * deletion once committed, a password change or reset). When the shared store cannot be reached the
 * error is logged, not thrown: the change is made, and while the store is down every cached path
 * reads the database anyway.
 */
export async function endCachedSessions(app: FastifyInstance, userId: string): Promise<void> {
  try {
    await app.revocations.revoke(userId);
  } catch (error) {
    app.log.error({ err: error, userId }, 'revocation stamp not written: cached sessions may last up to a minute');
  }
}

/** The id of the user of the request's session, read from the database; null without one. Sets no cookie. */
export async function sessionUserId(request: FastifyRequest): Promise<string | null> {
  if (!(await sendsSessionToken(request))) return null;
  const session = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true },
  });
  return session?.user.id ?? null;
}

/** preHandler factory: 401 not_signed_in with `message` without a valid session; sets `request.user`. */
export function requireSignedIn(message = msg('Please sign in to continue.')) {
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
  const forbidden = messages.forbidden ?? msg('Your account does not have access to this.');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await signedIn(request, reply);
    if (!can(request.user, capability)) throw new AppError('forbidden', { status: 403, message: forbidden });
  };
}

/** The signed-in user of a request that passed requireUser. */
export function signedInUser(request: FastifyRequest): AccountUser {
  if (!request.user) throw new AppError('not_signed_in', { status: 401, message: msg('Please sign in to continue.') });
  return request.user;
}
