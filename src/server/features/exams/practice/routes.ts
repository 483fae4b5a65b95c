import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LimitFunction } from 'p-limit';
import { errorResponses } from '../../../../shared/api-error-schema';
import { attemptParamsSchema, inProgressAttemptSchema } from '../../../../shared/exams/attempt-schemas';
import {
  keptSampleSchema,
  type PracticeChoice,
  practiceChoiceSchema,
  practiceCountSchema,
  type StartPracticeBody,
  startPracticeBodySchema,
  suspendedPracticesSchema,
  suspendedStateSchema,
} from '../../../../shared/exams/practice-schemas';
import { msg } from '../../../../shared/i18n/msg';
import { requireCapability, requireUser, signedInUser } from '../../auth/service';
import { keepSample } from './keep-sample';
import { countPractice, startPractice } from './start-practice';
import { listSuspended, resumeAttempt, suspendAttempt } from './suspend';

const tags = ['exams'];

/** The builder is for users with full access (spec §6: non-registered users only take the Free Sample). */
const requireFullAccess = requireCapability('fullAccess', {
  signedOut: msg('Sign in to build a practice.'),
  forbidden: msg(
    'The practice builder is for registered members. Register to build a practice; the Free Sample is open to everyone.',
  ),
});

/**
 * The practice builder's API (issue 25 item 1), registered inside the exams routes (/api/exams):
 * count and start a practice, suspend and resume an attempt, list the suspended ones, and keep a
 * visitor's Free Sample after sign-up. `startLimit` and `heavy` are the exams routes' start budget
 * and processor queue.
 */
export const practiceRoutes: FastifyPluginAsyncZod<{
  startLimit: (request: FastifyRequest) => Promise<void>;
  heavy: LimitFunction;
}> = async (app, options) => {
  /** POST /api/exams/practice/count { subjects, clientNeeds, itemTypes, pool } -> 200 { matching, maxQuestions }. 401; 403 not registered. */
  app.post(
    '/practice/count',
    {
      preHandler: requireFullAccess,
      schema: {
        tags,
        summary: 'How many items a practice of this choice can draw',
        body: practiceChoiceSchema,
        response: { 200: practiceCountSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => countPractice(app.db, signedInUser(request), request.body as PracticeChoice),
  );

  /**
   * POST /api/exams/practice { ...choice, questionCount, mode } -> 201 the in-progress attempt.
   * 400 too_many_questions (over the cap), not_enough_items (over what matches); 401; 403; 429.
   */
  app.post(
    '/practice',
    {
      onRequest: options.startLimit,
      preHandler: requireFullAccess,
      schema: {
        tags,
        summary: 'Start a practice of my choice',
        body: startPracticeBodySchema,
        response: { 201: inProgressAttemptSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await options.heavy(() =>
            startPractice(app.db, signedInUser(request), request.body as StartPracticeBody, app.clock()),
          ),
        ),
  );

  /** GET /api/exams/practice/suspended -> 200 my suspended practices, latest first. 401. */
  app.get(
    '/practice/suspended',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My suspended practices',
        response: { 200: suspendedPracticesSchema, ...errorResponses(401) },
      },
    },
    async (request) => listSuspended(app.db, signedInUser(request).id),
  );

  /** POST /api/exams/attempts/:attemptId/suspend -> 200 { suspendedAt, remainingSeconds }: the clock stops. 401; 404; 409. */
  app.post(
    '/attempts/:attemptId/suspend',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Suspend my attempt: the clock stops, answers kept',
        params: attemptParamsSchema,
        response: { 200: suspendedStateSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => suspendAttempt(app.db, request.params.attemptId, app.clock(), signedInUser(request).id),
  );

  /** POST /api/exams/attempts/:attemptId/resume -> 200 the attempt in progress with a fresh deadline. 401; 404; 409. */
  app.post(
    '/attempts/:attemptId/resume',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Resume my suspended attempt',
        params: attemptParamsSchema,
        response: { 200: inProgressAttemptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => resumeAttempt(app.db, request.params.attemptId, app.clock(), signedInUser(request).id),
  );

  /**
   * POST /api/exams/attempts/:attemptId/keep -> 200 { id, claimedAt }: a visitor's submitted Free
   * Sample becomes the signed-in user's (taken in the last 24 h, once). 401; 404; 409.
   */
  app.post(
    '/attempts/:attemptId/keep',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Keep the Free Sample I took before signing up',
        params: attemptParamsSchema,
        response: { 200: keptSampleSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => keepSample(app.db, request.params.attemptId, app.clock(), signedInUser(request).id),
  );
};
