import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  cardListQuerySchema,
  cardListSchema,
  cardParamsSchema,
  cardResponseSchema,
  flashcardSchema,
  flashcardSettingsSchema,
  gradeBodySchema,
  newCardBodySchema,
  queueSchema,
  updateCardBodySchema,
} from '../../../shared/flashcards/schemas';
import { requireUser, signedInUser } from '../auth/service';
import {
  createOwnCard,
  deleteCard,
  getFlashcardSettings,
  listCards,
  updateCard,
  updateFlashcardSettings,
} from './cards';
import { gradeCard, readQueue, timeZoneOf, undoLastReview } from './queue';
import { createScheduler } from './schedule';

const tags = ['flashcards'];

/**
 * Flashcards at /api/flashcards (issue 25 items 3 and 4), for signed-in users, each on her own cards
 * only (another's card is 404): today's queue, grading through FSRS (ts-fsrs) and undo, her cards
 * (list, write, edit, suspend, delete) and her daily new-card limit. `fuzz`: ts-fsrs's interval fuzz,
 * on in production, off where tests need the library's exact schedule.
 */
export const flashcardRoutes: FastifyPluginAsyncZod<{ fuzz: boolean }> = async (app, options) => {
  const scheduler = createScheduler({ fuzz: options.fuzz });

  /** GET /api/flashcards/queue -> today's queue on her local day (due cards, then new ones up to her limit), with counts. 401. */
  app.get(
    '/queue',
    {
      preHandler: requireUser,
      schema: { tags, summary: "Today's review queue", response: { 200: queueSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      return readQueue(app.db, userId, app.clock(), await timeZoneOf(app.db, userId), scheduler);
    },
  );

  /**
   * POST /api/flashcards/cards/:cardId/reviews { grade: 1-4, durationMs? } -> 201 { card } as FSRS
   * schedules it. 400 another grade; 404 card_not_found (not hers), card_not_due (suspended, not due,
   * or new beyond today's limit); 401.
   */
  app.post(
    '/cards/:cardId/reviews',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Grade a card of the queue',
        params: cardParamsSchema,
        body: gradeBodySchema,
        response: { 201: cardResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const card = await gradeCard(
        app.db,
        { userId, cardId: request.params.cardId, body: request.body, timeZone: await timeZoneOf(app.db, userId) },
        app.clock(),
        scheduler,
      );
      return reply.code(201).send({ card });
    },
  );

  /** POST /api/flashcards/reviews/undo -> { card } restored to its state before her latest grade. 409 nothing_to_undo; 401. */
  app.post(
    '/reviews/undo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Undo my latest grade',
        response: { 200: cardResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => ({ card: await undoLastReview(app.db, signedInUser(request).id) }),
  );

  /** GET /api/flashcards/cards?q= -> her cards, newest first, those matching `q` when given; reviews logged. 400; 401. */
  app.get(
    '/cards',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My cards',
        querystring: cardListQuerySchema,
        response: { 200: cardListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listCards(app.db, signedInUser(request).id, request.query.q || undefined),
  );

  /** POST /api/flashcards/cards { front, back } -> 201 the card she wrote (new, due now). 400 empty or too long; 401. */
  app.post(
    '/cards',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Write a card',
        body: newCardBodySchema,
        response: { 201: flashcardSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createOwnCard(app.db, signedInUser(request).id, request.body, app.clock())),
  );

  /** PATCH /api/flashcards/cards/:cardId { front?, back?, suspended? } -> the card. 400; 404 not hers; 401. */
  app.patch(
    '/cards/:cardId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Edit, suspend or unsuspend a card',
        params: cardParamsSchema,
        body: updateCardBodySchema,
        response: { 200: flashcardSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateCard(app.db, signedInUser(request).id, request.params.cardId, request.body, app.clock()),
  );

  /** DELETE /api/flashcards/cards/:cardId -> 204, with its reviews. 404 not hers; 401. */
  app.delete(
    '/cards/:cardId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete a card',
        params: cardParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteCard(app.db, signedInUser(request).id, request.params.cardId);
      return reply.code(204).send(null);
    },
  );

  /** GET /api/flashcards/settings -> { dailyNewLimit } (20 until she sets it). 401. */
  app.get(
    '/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My flashcard settings',
        response: { 200: flashcardSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getFlashcardSettings(app.db, signedInUser(request).id),
  );

  /** PUT /api/flashcards/settings { dailyNewLimit: 0-200 } -> the saved settings. 400 outside the range; 401. */
  app.put(
    '/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Set my daily limit of new cards',
        body: flashcardSettingsSchema,
        response: { 200: flashcardSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateFlashcardSettings(app.db, signedInUser(request).id, request.body, app.clock()),
  );
};
