import { and, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { type CheckedContent, checkAuthoredContent } from '../../../shared/item-bank/check-content';
import type { AuthoredContentInput, ItemDetail } from '../../../shared/item-bank/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { insertDraft } from './create-drafts';
import { itemNotFound, visibleItem } from './item-access';
import { itemDetail } from './item-views';
import { authoredItems, authoredItemVersions, itemEvents } from './tables';
import { describeUnit, newItemId, withUnitIds } from './units';

/**
 * The unit as written with the ids of item `id`, checked by `checkAuthoredContent` (the editor's
 * rules, run again here). Errors: 400 item_invalid with every problem in the message.
 */
function checkedUnit(input: AuthoredContentInput, id: string): CheckedContent {
  const checked = checkAuthoredContent(withUnitIds(input, id));
  if (!checked.ok) {
    throw new AppError('item_invalid', {
      status: 400,
      message: msg('The item cannot be saved yet: {{problems}}', { problems: checked.problems.join(' ') }),
    });
  }
  return checked.content;
}

/**
 * POST /api/item-bank/items: saves `input` as a new item owned by `user`, version 1, a draft
 * (issue 28 item 1). Its id is "au-" + 12 hex (a case study's items `<id>-1`..`-6`). Errors: 400
 * item_invalid (nothing saved).
 */
export async function createItem(
  db: Database,
  user: AccountUser,
  input: AuthoredContentInput,
  at: Date,
): Promise<ItemDetail> {
  const id = newItemId();
  const content = checkedUnit(input, id);
  return db.transaction(async (tx) => {
    await insertDraft(tx, { id, ownerId: user.id, content, at, comments: null });
    const { item, working } = await visibleItem(tx, user, id);
    return itemDetail(tx, user, item, working);
  });
}

/**
 * PUT /api/item-bank/items/:itemId (issue 28 item 2), the owner only (others 404 item_not_found):
 * a draft's version is rewritten; an approved or active item gets a new draft version N+1 (the
 * active version stays in the bank until the new one is activated; an approved version not yet
 * activated is `superseded` by it). Errors: 400 item_invalid (nothing saved); 409 item_in_review
 * (wait for the review); 409 item_retired.
 */
export async function updateItem(
  db: Database,
  user: AccountUser,
  itemId: string,
  input: AuthoredContentInput,
  at: Date,
): Promise<ItemDetail> {
  const content = checkedUnit(input, itemId);
  const described = describeUnit(content);
  return db.transaction(async (tx) => {
    const { item, working } = await visibleItem(tx, user, itemId, { lock: true });
    if (item.ownerId !== user.id) throw itemNotFound();
    if (content.kind !== item.kind) {
      throw new AppError('item_invalid', {
        status: 400,
        message:
          item.kind === 'item'
            ? msg('The item cannot be saved yet: it is a stand-alone item and stays one; write a new item instead.')
            : msg('The item cannot be saved yet: it is a case study and stays one; write a new item instead.'),
      });
    }
    if (item.status === 'in_review') {
      throw new AppError('item_in_review', {
        status: 409,
        message: msg('It is in review: wait for the review or ask the reviewer to return it.'),
      });
    }
    if (item.status === 'retired') {
      throw new AppError('item_retired', {
        status: 409,
        message: msg('This item is retired and cannot be edited; write a new item instead.'),
      });
    }
    let version = item.version;
    if (item.status === 'draft') {
      await tx
        .update(authoredItemVersions)
        .set({ content, updatedAt: at })
        .where(and(eq(authoredItemVersions.itemId, itemId), eq(authoredItemVersions.version, version)));
    } else {
      if (item.status === 'approved') {
        await tx
          .update(authoredItemVersions)
          .set({ status: 'superseded', updatedAt: at })
          .where(and(eq(authoredItemVersions.itemId, itemId), eq(authoredItemVersions.version, version)));
      }
      version = item.version + 1;
      await tx.insert(authoredItemVersions).values({
        itemId,
        version,
        status: 'draft',
        content,
        authorId: user.id,
        createdAt: at,
        updatedAt: at,
      });
    }
    await tx
      .update(authoredItems)
      .set({ ...described, status: 'draft', version, updatedAt: at })
      .where(eq(authoredItems.id, itemId));
    await tx.insert(itemEvents).values({
      itemId,
      version,
      actorId: user.id,
      action: 'edit',
      comments: version === working.version ? null : `Version ${version} started from version ${working.version}.`,
      createdAt: at,
      updatedAt: at,
    });
    const fresh = await visibleItem(tx, user, itemId);
    return itemDetail(tx, user, fresh.item, fresh.working);
  });
}
