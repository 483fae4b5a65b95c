import { and, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { authoredItems, authoredItemVersions } from './tables';

export type AuthoredItemRow = typeof authoredItems.$inferSelect;
export type AuthoredVersionRow = typeof authoredItemVersions.$inferSelect;

/** 404 for an item that does not exist or that the reader may not see (others' private things are not confirmed). */
export function itemNotFound(): AppError {
  return new AppError('item_not_found', {
    status: 404,
    message: msg('No such item in your item bank. Check the link, or open the item from the Item Bank.'),
  });
}

/**
 * Whether `user` may see item `item` whose working version `authorId` wrote (issue 28 item 2): its
 * owner; any instructor or admin but the author while it is in review (the review queue); an admin
 * always.
 */
export function maySee(user: AccountUser, item: AuthoredItemRow, authorId: string | null): boolean {
  if (user.role === 'admin') return true;
  if (item.ownerId === user.id) return true;
  return user.role === 'instructor' && item.status === 'in_review' && authorId !== user.id;
}

/**
 * Item `itemId` with its working version, or null when there is none; no visibility check (the
 * caller has made it). With `lock`, the item's row is locked for the rest of the transaction, so
 * two changes of one item run one after the other.
 */
export async function loadItem(
  db: Database,
  itemId: string,
  options: { lock?: boolean } = {},
): Promise<{ item: AuthoredItemRow; working: AuthoredVersionRow } | null> {
  const query = db.select().from(authoredItems).where(eq(authoredItems.id, itemId));
  const [item] = options.lock ? await query.for('update') : await query;
  if (!item) return null;
  const [working] = await db
    .select()
    .from(authoredItemVersions)
    .where(and(eq(authoredItemVersions.itemId, itemId), eq(authoredItemVersions.version, item.version)));
  return working ? { item, working } : null;
}

/**
 * Item `itemId` with its working version, when `user` may see it (`maySee`); `lock` as loadItem.
 * Errors: 404 item_not_found.
 */
export async function visibleItem(
  db: Database,
  user: AccountUser,
  itemId: string,
  options: { lock?: boolean } = {},
): Promise<{ item: AuthoredItemRow; working: AuthoredVersionRow }> {
  const found = await loadItem(db, itemId, options);
  if (!found || !maySee(user, found.item, found.working.authorId)) throw itemNotFound();
  return found;
}

/** Whether a version of `item` is live in the exams bank: one was activated and the item is not retired. */
export function isLive(item: AuthoredItemRow): boolean {
  return item.activeVersion !== null && item.status !== 'retired';
}
