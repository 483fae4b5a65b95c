import { availableParallelism } from 'node:os';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { z } from 'zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  attemptHistorySchema,
  attemptItemParamsSchema,
  attemptItemStateSchema,
  attemptParamsSchema,
  attemptSchema,
  formParamsSchema,
  inProgressAttemptSchema,
  inProgressItemSchema,
  startAttemptBodySchema,
  submittedAttemptSchema,
  updateAttemptItemBodySchema,
} from '../../../shared/exams/attempt-schemas';
import {
  caseStudyListSchema,
  customTestBodySchema,
  formSummarySchema,
  formsOverviewSchema,
} from '../../../shared/exams/form-schemas';
import { progressSchema } from '../../../shared/exams/progress-schemas';
import { msg } from '../../../shared/i18n/msg';
import { sendJsonAnswer } from '../../lib/data-cache-answer';
import { rateLimitGuard } from '../../lib/rate-limit';
import { optionalUser, optionalUserCached, requireCapability, requireUser, signedInUser } from '../auth/service';
import { adaptiveRoutes } from './adaptive/routes';
import type { AdaptiveLengths } from './adaptive/start-adaptive';
import { checkAttemptItem, updateAttemptItem } from './attempts/answer';
import { getAttempt, listAttempts } from './attempts/history';
import { claimAttempt, retakeAttempt, startAttempt } from './attempts/start';
import { abandonAttempt, submitAttempt } from './attempts/submit';
import { listCaseStudies } from './bank/bank-items';
import { createCustomTest, deleteCustomTest, listForms } from './forms';
import { practiceRoutes } from './practice/routes';
import { getProgress } from './progress';

const tags = ['exams'];

/**
 * The exam engine's API (spec §2 "Sample test", "Training Center"; §4 "Quiz"; §6 caps; §9 forms).
 * Attempts are reached by their random id only, so an attempt belongs to the browser that started
 * it; one taken while signed in belongs to that user alone (anyone else gets 404). Keys and
 * rationales leave the server only in a submitted attempt, or for one item checked in Tutor mode.
 */
export const examRoutes: FastifyPluginAsyncZod<{
  startsPerMinute: number;
  adaptiveTestItems: AdaptiveLengths | undefined;
}> = async (app, options) => {
  /** Starts and retakes share one budget per client address, on top of the general API limit. */
  const startLimit = rateLimitGuard(app, {
    name: 'exam-starts-address',
    max: options.startsPerMinute,
    windowMs: 60_000,
    message: msg('Too many requests from your network.'),
  });
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null;
  /**
   * Starts, retakes and submits (tens of milliseconds of processor each: drawing, copying and
   * scoring every item) run at most one per processor at a time, the rest waiting in order, so that
   * under a crowd the answers being saved (a millisecond each) are never stuck behind them
   * (issue 9, bench:load: save p99 from about 800 ms to about 100 ms at 200 takers).
   */
  const heavy = pLimit(availableParallelism());
  await app.register(adaptiveRoutes, { prefix: '/adaptive', startLimit, heavy, lengths: options.adaptiveTestItems });
  // Issue 25 item 1: the practice builder, suspend and resume, keeping the Free Sample after sign-up.
  await app.register(practiceRoutes, { startLimit, heavy });

  /**
   * GET /api/exams/forms -> the forms the reader sees, counts capped by their maximum (spec §6), and
   * which they may take; the built-in part from the data cache (lib/data-cache.ts), serialised and
   * compressed once.
   */
  app.get(
    '/forms',
    {
      preHandler: optionalUser,
      schema: { tags, summary: 'The Training Center forms', response: { 200: formsOverviewSchema } },
    },
    async (request, reply) => sendJsonAnswer(reply, await listForms(app.dataCache, app.db, request.user)),
  );

  /** GET /api/exams/case-studies -> the case studies the Case Studies test can ask (anyone may list them). */
  app.get(
    '/case-studies',
    {
      preHandler: optionalUser,
      schema: { tags, summary: 'The case studies of the bank', response: { 200: caseStudyListSchema } },
    },
    async () => ({ caseStudies: await listCaseStudies(app.db) }),
  );

  /**
   * POST /api/exams/forms/:formId/attempts { mode?: "timed" | "tutor" | "nclex", itemType? } -> 201
   * in-progress attempt (no keys). 400 mode_not_offered (NCLEX-like mode outside the full exam) or
   * unknown_item_type (a type the form does not ask); 403 registration_required (spec §6); 404
   * unknown form; 429; 503 bank too small.
   */
  app.post(
    '/forms/:formId/attempts',
    {
      onRequest: startLimit,
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Start an attempt of a form',
        params: formParamsSchema,
        body: z.nullish(startAttemptBodySchema),
        response: { 201: inProgressAttemptSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await heavy(() =>
          startAttempt(
            app.db,
            request.params.formId,
            {
              mode: request.body?.mode ?? 'timed',
              itemType: request.body?.itemType,
              caseStudyId: request.body?.caseStudyId,
            },
            request.user,
            app.clock(),
          ),
        ),
      ),
  );

  /** POST /api/exams/custom-tests -> 201 the saved custom test. Instructors and admins (spec §6); 400 over the cap or too few items. */
  app.post(
    '/custom-tests',
    {
      preHandler: requireCapability('createTests'),
      schema: {
        tags,
        summary: 'Compose and save a custom test',
        body: customTestBodySchema,
        response: { 201: formSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCustomTest(app.db, signedInUser(request), request.body)),
  );

  /** DELETE /api/exams/custom-tests/:formId -> 204; the author's own only (404 otherwise). */
  app.delete(
    '/custom-tests/:formId',
    {
      preHandler: requireCapability('createTests'),
      schema: {
        tags,
        summary: 'Delete one of my custom tests',
        params: formParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteCustomTest(app.db, signedInUser(request), request.params.formId);
      return reply.code(204).send(null);
    },
  );

  /** GET /api/exams/attempts -> my attempt history, newest first. 401 when signed out. */
  app.get(
    '/attempts',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'My attempt history', response: { 200: attemptHistorySchema, ...errorResponses(401) } },
    },
    async (request) => listAttempts(app.db, signedInUser(request).id),
  );

  /** GET /api/exams/progress -> figures and achievements from my submitted attempts (spec §2 Dashboard). */
  app.get(
    '/progress',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My progress and achievements',
        response: { 200: progressSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProgress(app.db, signedInUser(request).id),
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
        response: { 200: attemptSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getAttempt(app.db, request.params.attemptId, app.clock(), viewer(request)),
  );

  /**
   * PATCH /api/exams/attempts/:attemptId/items/:itemId { response?, flagged?, addSeconds? } -> 200
   * the item's state. 400 bad body, wrong response for the item type, unknown item; 401 a session
   * cookie whose session ended (signed out, deleted); 404; 409 closed, time up or a checked tutor answer.
   */
  app.patch(
    '/attempts/:attemptId/items/:itemId',
    {
      preHandler: optionalUserCached,
      schema: {
        tags,
        summary: 'Save a response, flag an item or report time spent on it',
        params: attemptItemParamsSchema,
        body: updateAttemptItemBodySchema,
        response: { 200: attemptItemStateSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      updateAttemptItem(app.db, { ...request.params, body: request.body }, app.clock(), viewer(request)),
  );

  /** POST /api/exams/attempts/:attemptId/items/:itemId/check -> 200 the item with its key and rationale (Tutor mode); locks it. */
  app.post(
    '/attempts/:attemptId/items/:itemId/check',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Tutor mode: check an answer',
        params: attemptItemParamsSchema,
        response: { 200: inProgressItemSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => checkAttemptItem(app.db, request.params, app.clock(), viewer(request), request.log),
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
        response: { 200: submittedAttemptSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      heavy(() => submitAttempt(app.db, request.params.attemptId, app.clock(), viewer(request), request.log)),
  );

  /**
   * POST /api/exams/attempts/:attemptId/claim -> 200 the in-progress attempt, now the signed-in
   * user's (a visitor who signs in mid-test keeps it). Only an explicit request takes an attempt
   * over; reading one never does. 401 signed out; 404 unknown or another user's; 409 no longer in progress.
   */
  app.post(
    '/attempts/:attemptId/claim',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Take a visitor's attempt in progress over for the signed-in user",
        params: attemptParamsSchema,
        response: { 200: inProgressAttemptSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => claimAttempt(app.db, request.params.attemptId, app.clock(), signedInUser(request).id),
  );

  /** POST /api/exams/attempts/:attemptId/retake -> 201 new in-progress attempt with the same items. 404; 409 still in progress. */
  app.post(
    '/attempts/:attemptId/retake',
    {
      onRequest: startLimit,
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Start again with the same items',
        params: attemptParamsSchema,
        response: { 201: inProgressAttemptSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await heavy(() => retakeAttempt(app.db, request.params.attemptId, app.clock(), viewer(request)))),
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
        response: { 204: z.null(), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await abandonAttempt(app.db, request.params.attemptId, app.clock(), viewer(request));
      return reply.code(204).send(null);
    },
  );
};
