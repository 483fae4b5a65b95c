import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { errorSerializer } from '../../lib/log-redaction';
import type { Mailer } from '../../lib/mailer';
import { getLanguage, recordSignIn, uniqueReferralCode } from '../account/service';
import { existingAccountMail, passwordResetMail } from './existing-account-mail';
import { verifications } from './tables';

/** Sessions last 30 days with Remember me, and are refreshed daily while used (spec §2 "Login"). */
const SESSION_DAYS = 30;
/**
 * How long a signed copy of the session in a cookie may stand in for the database (seconds). Only
 * the exam's answer saves, the hottest path, read it (see optionalUserCached), and only while no
 * revocation stamp of the user was written in that time (decision 007).
 */
export const SESSION_CACHE_SECONDS = 60;
/** Header through which the bridge tells better-auth the client's address. */
export const CLIENT_IP_HEADER = 'x-nightingale-client-ip';
/**
 * "You already have a Nightingale account" goes to one address at most 3 times an hour, whatever
 * the client: sign-ups beyond it are answered alike and mail nothing (no flooding someone's inbox).
 */
export const EXISTING_ACCOUNT_MAIL_LIMIT = { name: 'existing-account-mail', max: 3, windowMs: 60 * 60 * 1000 };

interface AuthOptions {
  db: Database;
  secret: string;
  /** The address users open, such as http://localhost:3000. */
  publicUrl: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Called once better-auth has ended every session of a user (a password reset): writes the revocation stamp. */
  onSessionsEnded: (userId: string) => Promise<void>;
  /**
   * Counts one "You already have an account" mail to `email` and answers whether it may be sent
   * (EXISTING_ACCOUNT_MAIL_LIMIT, in the app's counter store); rejects when the store is down.
   */
  mayMailExistingAccount: (email: string) => Promise<boolean>;
}

/**
 * better-auth for Nightingale (docs/architecture.md §2): email and password, each account with its own hashed
 * password, sessions in the database behind an httpOnly cookie, the CSRF origin check against
 * `publicUrl`. Sign-up makes a student with a fresh referral code; the role and figures cannot be
 * set by a request. Rate limiting is done by the Fastify routes in front of it. Emails are sent in
 * the background; `settleBackgroundTasks()` waits for those under way (on shutdown).
 */
export function createAuth({
  db,
  secret,
  publicUrl,
  mailer,
  logger,
  onSessionsEnded,
  mayMailExistingAccount,
}: AuthOptions) {
  const background = backgroundTasks();
  const auth = betterAuth({
    appName: 'Nightingale',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    // The adapter finds its tables by their plural names in the database's whole schema: `users`
    // belongs to the account feature, `sessions`, `accounts` and `verifications` to this one.
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Using one reset link ends every other link of the user (an older email cannot be used later).
      onPasswordReset: async ({ user }) => {
        await db
          .delete(verifications)
          .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')));
        await onSessionsEnded(user.id);
      },
      // Sign-up answers the same for an email that has an account (decision 016): its owner is told
      // by email, at most EXISTING_ACCOUNT_MAIL_LIMIT times; past it (or with the counter store
      // down) the mail is skipped, after the answer, so the answer never differs.
      onExistingUserSignUp: async ({ user }) => {
        const allowed = await mayMailExistingAccount(user.email).catch((error: unknown) => {
          logger.error({ err: error, limit: EXISTING_ACCOUNT_MAIL_LIMIT.name }, 'rate limit store unavailable');
          return false;
        });
        if (allowed) await mailer.send(existingAccountMail(user.email, publicUrl, await getLanguage(db, user.id)));
      },
      sendResetPassword: async ({ user, url }) => {
        // In the language she chose for the interface (issue 29 item 4).
        await mailer.send(passwordResetMail(user.email, url, await getLanguage(db, user.id)));
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        role: { type: 'string', required: false, input: false, defaultValue: 'student' },
        isRegistered: { type: 'boolean', required: false, input: false, defaultValue: true },
        testAttempts: { type: 'number', required: false, input: false, defaultValue: 0 },
        lastTestDate: { type: 'date', required: false, input: false },
        referralCode: { type: 'string', required: false, input: false },
        /** Read so a session can tell a deleted account (issue 12); never set by a request. */
        deletedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, referralCode: await uniqueReferralCode(db) } }),
        },
      },
      session: {
        create: {
          // A session starts at sign-in: user management's "Last Activity" counts it (issue 23).
          // Failing to note it must not fail the sign-in itself.
          after: async (session) => {
            await recordSignIn(db, session.userId, session.createdAt).catch((error: unknown) => {
              logger.warn({ err: error }, 'auth: the sign-in time was not recorded');
            });
          },
        },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Emails go out after the answer: a reset request for an existing account takes as long as
      // one for an unknown email, so the timing tells nobody which addresses have accounts.
      backgroundTasks: { handler: background.run },
    },
    logger: {
      log: (level, message, ...args) => {
        const log = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        // An error better-auth passes (a failed query) is logged as errorSerializer shows it: without its parameters.
        const logged = args.map((arg) => (arg instanceof Error ? errorSerializer(arg) : arg));
        log.call(logger, { args: logged }, `auth: ${message}`);
      },
    },
  });
  return Object.assign(auth, { settleBackgroundTasks: background.settle });
}

/** Work better-auth runs after answering (sending mail): `run` starts it, `settle` waits for all that is running. */
function backgroundTasks() {
  const running = new Set<Promise<unknown>>();
  return {
    run: (task: Promise<unknown>) => {
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    settle: async () => {
      await Promise.allSettled([...running]);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
