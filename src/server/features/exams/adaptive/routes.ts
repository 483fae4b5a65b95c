import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LimitFunction } from 'p-limit';
import { errorResponses } from '../../../../shared/api-error-schema';
import { attemptParamsSchema } from '../../../../shared/exams/attempt-schemas';
import {
  adaptiveAttemptSchema,
  commitAdaptiveAnswerBodySchema,
  readinessSchema,
  startAdaptiveBodySchema,
} from '../../../../shared/exams/cat/adaptive-schemas';
import { PLAN_REQUIRED_MESSAGE } from '../../../../shared/plans/plans';
import { AppError } from '../../../errors';
import { optionalUser, requireUser, signedInUser } from '../../auth/service';
import { hasPlanFeature } from '../../plans/service';
import { commitAdaptiveAnswer } from './commit-answer';
import { readAdaptiveAttempt } from './read-adaptive';
import { getReadiness } from './readiness';
import { type AdaptiveLengths, startAdaptiveAttempt } from './start-adaptive';

const tags = ['exams'];

/**
 * The adaptive NCLEX's API (docs/nclex.md §5, issue 22), under /api/exams/adaptive. The server owns
 * the test: it chooses each next item after the answer before it is committed, decides when the
 * test ends, and sends no key. Attempts are their user's alone (anyone else gets 404).
 */
export const adaptiveRoutes: FastifyPluginAsyncZod<{
  startLimit: (request: FastifyRequest) => Promise<void>;
  heavy: LimitFunction;
  lengths: AdaptiveLengths | undefined;
}> = async (app, { startLimit, heavy, lengths }) => {
  /**
   * POST /api/exams/adaptive { exam: "rn" | "pn" } -> 201 the attempt with its first item (or the
   * one in progress for that exam). 403 registration_required for a visitor (spec §6); 403
   * plan_required for a registered student on the Free plan (PLAN_REQUIRED_MESSAGE, decision 021); 429; 503
   * when the bank cannot give an item.
   */
  app.post(
    '/',
    {
      onRequest: startLimit,
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Start (or resume) the adaptive NCLEX-RN or NCLEX-PN',
        body: startAdaptiveBodySchema,
        response: { 201: adaptiveAttemptSchema, ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      // Decision 021: a registered student takes the adaptive test with a paid plan; staff keep it.
      const user = request.user;
      if (user?.role === 'student' && user.isRegistered && !(await hasPlanFeature(app.db, user.id, 'adaptive', now))) {
        throw new AppError('plan_required', { status: 403, message: PLAN_REQUIRED_MESSAGE });
      }
      return reply
        .code(201)
        .send(await heavy(() => startAdaptiveAttempt(app.db, request.body.exam, user, now, lengths)));
    },
  );

  /** GET /api/exams/adaptive/readiness -> the signed-in user's adaptive results, oldest first, and any test in progress. */
  app.get(
    '/readiness',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Readiness from adaptive results',
        response: { 200: readinessSchema, ...errorResponses(401) },
      },
    },
    async (request) => getReadiness(app.db, signedInUser(request).id),
  );

  /**
   * GET /api/exams/adaptive/:attemptId -> the attempt: its current item (a reload resumes on it) or,
   * once decided, its Candidate Performance Report. A test whose time ran out is decided then. 404; 409 attempt_abandoned.
   */
  app.get(
    '/:attemptId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'An adaptive attempt',
        params: attemptParamsSchema,
        response: { 200: adaptiveAttemptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => readAdaptiveAttempt(app.db, request.params.attemptId, signedInUser(request).id, app.clock()),
  );

  /**
   * POST /api/exams/adaptive/:attemptId/answers { number, response, secondsSpent? } -> the attempt
   * after the answer is committed: the next item, or the report. 400 invalid_response or
   * no_response; 404; 409 not_current_item, adaptive_decided, attempt_abandoned or time_up (nothing changes).
   */
  app.post(
    '/:attemptId/answers',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Commit the answer to the current item',
        params: attemptParamsSchema,
        body: commitAdaptiveAnswerBodySchema,
        response: { 200: adaptiveAttemptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      commitAdaptiveAnswer(
        app.db,
        { attemptId: request.params.attemptId, body: request.body },
        app.clock(),
        signedInUser(request).id,
      ),
  );
};
