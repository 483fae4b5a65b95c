import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOkSchema } from '../../../shared/account/user';
import type { ApiErrorCode } from '../../../shared/api-error-codes';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetTokenSchema,
  signInBodySchema,
} from '../../../shared/auth/schemas';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { AppError, type ErrorStatus } from '../../errors';
import { attemptLimit, clientAddress, rateLimitGuard } from '../../lib/rate-limit';
import { isEmailTaken } from '../account/service';
import { CLIENT_IP_HEADER } from './auth';
import { refuseCommonPassword } from './common-passwords';
import { endCachedSessions, requireUser, sessionUserId, signedInUser } from './session';

/** A refusal of better-auth's, as the API answers it. */
interface AuthRefusal {
  status: ErrorStatus;
  code: ApiErrorCode;
  message: string;
}

/** better-auth's error codes, as a user should read them (spec §5, §8). */
const authErrors: Record<string, AuthRefusal> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'invalid_credentials', message: msg('Invalid email or password') },
  INVALID_EMAIL: { status: 401, code: 'invalid_credentials', message: msg('Invalid email or password') },
  INVALID_PASSWORD: { status: 400, code: 'wrong_current_password', message: msg('Current password is incorrect') },
  INVALID_TOKEN: {
    status: 400,
    code: 'invalid_reset_link',
    message: msg('This password reset link is invalid or has expired. Ask for a new one.'),
  },
  MISSING_OR_NULL_ORIGIN: {
    status: 403,
    code: 'bad_origin',
    message: msg('This request did not come from the Nightingale site. Reload the page and try again.'),
  },
  INVALID_ORIGIN: {
    status: 403,
    code: 'bad_origin',
    message: msg('This request did not come from the Nightingale site. Reload the page and try again.'),
  },
};

const notSignedIn: AuthRefusal = { status: 401, code: 'not_signed_in', message: msg('Please sign in to continue.') };

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The auth endpoints under /api/auth (spec §5, §7; docs/architecture.md §2), in front of better-auth: each body
 * is validated with the shared schema (400 with the spec's messages). Limits (429, counted in
 * `app.counters`, shared by every instance with Redis): sign-ins and account requests per address;
 * failed sign-ins per account and address together, and wrong current passwords per user, each
 * attempt counted before the password is checked and given back when it succeeds; reset links
 * per email. Sign-up answers alike whether or not the email has an account, and new passwords on
 * lists of leaked ones are refused (400 common_password; decision 016). better-auth's errors are answered in the API's one error shape, and the session token
 * travels only in its httpOnly cookie, never in a body. Only these endpoints of better-auth are reachable.
 */
export const authRoutes: FastifyPluginAsyncZod<{ signInLimitPerIp: number; signInLimitPerEmail: number }> = async (
  app,
  options,
) => {
  const signInsPerAddress = rateLimitGuard(app, {
    name: 'sign-in-address',
    max: options.signInLimitPerIp,
    windowMs: FIFTEEN_MINUTES,
    message: msg('Too many sign-in attempts from your network.'),
  });
  // Keyed by the account and the address together: wrong passwords typed elsewhere (an attacker)
  // never lock the owner out, and the per-address limit above caps what one address can try.
  const signInsPerAccountAndAddress = attemptLimit(app, {
    name: 'sign-in-account',
    max: options.signInLimitPerEmail,
    windowMs: FIFTEEN_MINUTES,
    key: (request) => `${(request.body as { email: string }).email}|${clientAddress(request)}`,
    message: msg('Too many failed sign-in attempts for this account.'),
  });
  const passwordChecksPerUser = attemptLimit(app, {
    name: 'change-password-user',
    max: options.signInLimitPerEmail,
    windowMs: FIFTEEN_MINUTES,
    key: (request) => signedInUser(request).id,
    message: msg('Too many wrong current passwords.'),
  });
  const resetRequestsPerEmail = rateLimitGuard(app, {
    name: 'reset-email',
    max: 3,
    windowMs: 60 * 60 * 1000,
    key: (request) => (request.body as { email: string }).email,
    message: msg('Several reset links were already sent to this address; check your inbox.'),
  });
  const accountRequestsPerAddress = rateLimitGuard(app, {
    name: 'account-address',
    max: options.signInLimitPerIp,
    windowMs: FIFTEEN_MINUTES,
    message: msg('Too many account requests from your network.'),
  });
  const tags = ['auth'];

  /** Passes the request to better-auth with `body`; answers { ok: true } or throws the mapped error. */
  async function forward(request: FastifyRequest, reply: FastifyReply, path: string, body?: object) {
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    headers.delete('content-length');
    if (body) headers.set('content-type', 'application/json');
    const response = await app.auth.handler(
      new Request(new URL(`/api/auth${path}`, app.publicUrl), {
        method: request.method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (response.status >= 300 && response.status < 400) {
      return reply
        .code(302)
        .header('location', response.headers.get('location') ?? '/')
        .send();
    }
    if (response.ok) return reply.code(200).send({ ok: true as const });

    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const known = payload?.code ? authErrors[payload.code] : undefined;
    if (known) throw new AppError(known.code, known);
    if (response.status === 401) throw new AppError(notSignedIn.code, notSignedIn);
    request.log.warn({ status: response.status, payload, path }, 'unexpected auth answer');
    throw new AppError('auth_failed', {
      status: response.status === 429 ? 429 : 400,
      message: payload?.message ?? msg('The request could not be completed. Please try again.'),
    });
  }

  app.post(
    '/sign-up/email',
    {
      preHandler: accountRequestsPerAddress,
      schema: {
        tags,
        summary:
          'Create a student account; answers { ok: true } whether or not the email already has one (that owner is emailed; decision 016)',
        body: registerBodySchema,
        response: { 200: authOkSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      refuseCommonPassword(password);
      try {
        // An email that has an account gets the same answer; better-auth (autoSignIn off) hashes
        // the password anyway and mails the owner in the background (auth.ts onExistingUserSignUp).
        return await forward(request, reply, '/sign-up/email', {
          name: `${firstName} ${lastName}`,
          email,
          password,
          firstName,
          lastName,
        });
      } catch (error) {
        // Two sign-ups with one email at once: the one that lost the race answers the same too.
        if (await isEmailTaken(app.db, email)) return reply.code(200).send({ ok: true as const });
        throw error;
      }
    },
  );

  app.post(
    '/sign-in/email',
    {
      preHandler: signInsPerAddress,
      schema: {
        tags,
        summary: 'Sign in; the session cookie lasts 30 days, or the browser session without rememberMe',
        body: signInBodySchema,
        response: { 200: authOkSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const attempt = await signInsPerAccountAndAddress.begin(request);
      const answer = await forward(request, reply, '/sign-in/email', {
        ...request.body,
        rememberMe: request.body.rememberMe ?? true,
      });
      await attempt.succeeded();
      return answer;
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'End the current session',
        response: { 200: authOkSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const userId = await sessionUserId(request);
      const answer = await forward(request, reply, '/sign-out', {});
      // The session is gone from the database; its cached copies end too, on every instance (decision 007).
      if (userId) await endCachedSessions(app, userId);
      return answer;
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change the password and end every other session',
        body: changePasswordBodySchema,
        response: { 200: authOkSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      refuseCommonPassword(newPassword);
      const attempt = await passwordChecksPerUser.begin(request);
      const answer = await forward(request, reply, '/change-password', {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      await attempt.succeeded();
      await endCachedSessions(app, signedInUser(request).id);
      return answer;
    },
  );

  app.post(
    '/request-password-reset',
    {
      preHandler: [accountRequestsPerAddress, resetRequestsPerEmail],
      schema: {
        tags,
        summary: 'Email a password reset link (answers the same whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: authOkSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      forward(request, reply, '/request-password-reset', {
        email: request.body.email,
        redirectTo: `${app.publicUrl}${paths.resetPassword.path}`,
      }),
  );

  app.get(
    '/reset-password/:token',
    {
      schema: {
        tags,
        summary: 'The emailed link: redirects to the reset page with the token, or with error=INVALID_TOKEN',
        params: z.object({ token: resetTokenSchema }),
        querystring: z.object({ callbackURL: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      // The link always leads to our reset page: its callbackURL is the one we put in the email, and
      // any other (a stranger's "x" or another site) would make better-auth log an error and answer 403.
      const callbackURL = encodeURIComponent(`${app.publicUrl}${paths.resetPassword.path}`);
      return forward(
        request,
        reply,
        `/reset-password/${encodeURIComponent(request.params.token)}?callbackURL=${callbackURL}`,
      );
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the emailed link',
        body: resetPasswordBodySchema,
        response: { 200: authOkSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      refuseCommonPassword(request.body.newPassword);
      return forward(request, reply, '/reset-password', {
        token: request.body.token,
        newPassword: request.body.newPassword,
      });
    },
  );
};
