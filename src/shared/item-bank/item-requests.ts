import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { ITEM_STATUSES } from './review-workflow';

/**
 * The path and query of the item bank's authoring routes (issue 28; the bodies and answers are in
 * schemas.ts).
 */

/** `:itemId` of /api/item-bank/items/:itemId (and its /actions and /adopt). */
export const itemParamsSchema = z.strictObject({ itemId: entityId(msg('The item id')) });

/**
 * GET /api/item-bank/items?status=&scope=: `scope` `mine` (the default: items she owns), `review`
 * (others' items in review she may review) or `all` (admins only); `status` narrows to one status.
 */
export const itemListQuerySchema = z.strictObject({
  status: z.optional(
    z.enum(ITEM_STATUSES, {
      error: msg('status must be one of: {{itemStatuses}}.', { itemStatuses: ITEM_STATUSES.join(', ') }),
    }),
  ),
  scope: z._default(z.enum(['mine', 'review', 'all'], { error: msg('scope must be mine, review or all.') }), 'mine'),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;
