import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { itemListQuerySchema, itemParamsSchema } from '../../../shared/item-bank/item-requests';
import {
  itemActionBodySchema,
  itemDetailSchema,
  itemDraftBodySchema,
  itemListSchema,
} from '../../../shared/item-bank/schemas';
import { requireCapability, signedInUser } from '../auth/service';
import { createItem, updateItem } from './authoring';
import { getItemDetail, listItems } from './item-views';
import { actOnItem, adoptItem } from './review';

/**
 * The item bank's authoring and review (issue 28 items 1-3), registered under /api/item-bank, for
 * instructors and admins (`createTests`; 401 signed out, 403 others). Others' private items answer
 * 404 item_not_found. Import and export are their own plugin (import-routes.ts).
 */
export const itemBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['item-bank'];
  const guard = requireCapability('createTests');

  /** GET /api/item-bank/items?status=&scope=mine|review|all -> { items: ItemSummary[] }; `all` admins only (403). */
  app.get(
    '/items',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'My items, the review queue, or (admins) every authored item',
        querystring: itemListQuerySchema,
        response: { 200: itemListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listItems(app.db, signedInUser(request), request.query),
  );

  /** POST /api/item-bank/items { content } -> 201 ItemDetail: version 1, a draft. 400 item_invalid with every problem. */
  app.post(
    '/items',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Write a new item (a draft)',
        body: itemDraftBodySchema,
        response: { 201: itemDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createItem(app.db, signedInUser(request), request.body.content, app.clock())),
  );

  /** GET /api/item-bank/items/:itemId -> ItemDetail; 404 when she may not see it. */
  app.get(
    '/items/:itemId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'An item with its versions, history and the actions I may take',
        params: itemParamsSchema,
        response: { 200: itemDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getItemDetail(app.db, signedInUser(request), request.params.itemId),
  );

  /**
   * PUT /api/item-bank/items/:itemId { content } -> ItemDetail; the owner only (404 otherwise). A
   * draft is rewritten; an approved or active item starts a new draft version. 400 item_invalid,
   * 409 item_in_review, 409 item_retired.
   */
  app.put(
    '/items/:itemId',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Edit an item (a new version when it is approved or active)',
        params: itemParamsSchema,
        body: itemDraftBodySchema,
        response: { 200: itemDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateItem(app.db, signedInUser(request), request.params.itemId, request.body.content, app.clock()),
  );

  /**
   * POST /api/item-bank/items/:itemId/actions { action, comments?, checklist? } -> ItemDetail.
   * 400 invalid_transition, review_checklist_incomplete, review_comments_required; 403
   * own_item_review, forbidden; 404 item_not_found.
   */
  app.post(
    '/items/:itemId/actions',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Submit, approve, return, activate or retire an item',
        params: itemParamsSchema,
        body: itemActionBodySchema,
        response: { 200: itemDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => actOnItem(app.db, signedInUser(request), request.params.itemId, request.body, app.clock()),
  );

  /** POST /api/item-bank/items/:itemId/adopt -> ItemDetail; admins only (403); 400 item_not_active. */
  app.post(
    '/items/:itemId/adopt',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Adopt an active private item into the shared bank (admins)',
        params: itemParamsSchema,
        response: { 200: itemDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => adoptItem(app.db, signedInUser(request), request.params.itemId, app.clock()),
  );
};
