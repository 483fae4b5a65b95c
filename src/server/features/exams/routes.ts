import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error-schema';
import {
  answerParamsSchema,
  attemptParamsSchema,
  attemptSchema,
  inProgressAttemptSchema,
  saveAnswerBodySchema,
  savedAnswersSchema,
  submittedAttemptSchema,
} from '../../../shared/exams/schemas';
import { rateLimitGuard } from '../../lib/rate-limit';
import { optionalUser } from '../auth/session';
import { abandonAttempt, getAttempt, retakeAttempt, saveAnswer, startSampleTest, submitAttempt } from './service';

const tags = ['exams'];

/**
 * Exam attempts (spec §2 "Sample test", §4 "Sample test" and "Quiz", §9). Attempts are reached by
 * their random id only, so an attempt belongs to the browser that started it; one taken while
 * signed in belongs to that user alone (anyone else gets 404). Keys and explanations leave the
 * server only in a submitted attempt.
 */
export const examRoutes: FastifyPluginAsyncZod<{ startsPerMinute: number }> = async (app, options) => {
  /** Starts and retakes share one budget per client address, on top of the general API limit. */
  const startLimit = rateLimitGuard(app, {
    max: options.startsPerMinute,
    windowMs: 60_000,
    message: 'Too many requests from your network.',
  });

  /** POST /api/exams/sample-test/attempts -> 201 in-progress attempt (10 random questions, 900 s). 503 if the bank is too small; 429 when rate limited. */
  app.post(
    '/sample-test/attempts',
    {
      onRequest: startLimit,
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Start a free sample test',
        response: { 201: inProgressAttemptSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startSampleTest(app.db, app.clock(), request.user?.id ?? null)),
  );

  /** GET /api/exams/attempts/:attemptId -> 200 attempt (in progress, submitted with review, or abandoned). 404 unknown. */
  app.get(
    '/attempts/:attemptId',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Read an attempt; an expired one is submitted first',
        params: attemptParamsSchema,
        response: { 200: attemptSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getAttempt(app.db, request.params.attemptId, app.clock(), request.user?.id ?? null),
  );

  /** PUT /api/exams/attempts/:attemptId/answers/:questionId { answer: 0-3 } -> 200 { answers }. 400 bad body or question; 404; 409 closed or time up. */
  app.put(
    '/attempts/:attemptId/answers/:questionId',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Save the chosen option for one question',
        params: answerParamsSchema,
        body: saveAnswerBodySchema,
        response: { 200: savedAnswersSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      answers: await saveAnswer(
        app.db,
        { ...request.params, answer: request.body.answer },
        app.clock(),
        request.user?.id ?? null,
      ),
    }),
  );

  /** POST /api/exams/attempts/:attemptId/submit -> 200 submitted attempt with score and review; repeat submits return the same. 404; 409 abandoned. */
  app.post(
    '/attempts/:attemptId/submit',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Submit an attempt and get its result',
        params: attemptParamsSchema,
        response: { 200: submittedAttemptSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => submitAttempt(app.db, request.params.attemptId, app.clock(), request.user?.id ?? null),
  );

  /** POST /api/exams/attempts/:attemptId/retake -> 201 new in-progress attempt with the same questions. 404; 409 still in progress. */
  app.post(
    '/attempts/:attemptId/retake',
    {
      onRequest: startLimit,
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Start again with the same questions',
        params: attemptParamsSchema,
        response: {
          201: inProgressAttemptSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await retakeAttempt(app.db, request.params.attemptId, app.clock(), request.user?.id ?? null)),
  );

  /** DELETE /api/exams/attempts/:attemptId -> 204; Exit Exam discards the answers. 404; 409 already submitted. */
  app.delete(
    '/attempts/:attemptId',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Exit an attempt, discarding its answers',
        params: attemptParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await abandonAttempt(app.db, request.params.attemptId, app.clock(), request.user?.id ?? null);
      return reply.code(204).send(null);
    },
  );
};
