import { and, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { ApiErrorCode } from '../../../shared/api-error-codes';
import { msg } from '../../../shared/i18n/msg';
import { checkAuthoredContent } from '../../../shared/item-bank/check-content';
import { nextItemStatus, REVIEW_CHECKLIST, type TransitionResult } from '../../../shared/item-bank/review-workflow';
import type { ItemActionBody, ItemDetail } from '../../../shared/item-bank/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/service';
import { moveToSharedBank, putAuthoredUnit, retireAuthoredUnit } from '../exams/service';
import { type AuthoredItemRow, isLive, itemNotFound, loadItem, visibleItem } from './item-access';
import { itemDetail } from './item-views';
import { authoredItems, authoredItemVersions, itemEvents } from './tables';

/** The audit log's action for each transition written to it (submit is the author's own step: history only). */
const AUDITED = {
  approve: 'item.approved',
  return: 'item.returned',
  activate: 'item.activated',
  retire: 'item.retired',
} as const;

/** The audit log's sentence for `action` on `item`'s version `version`. */
function auditSummary(action: keyof typeof AUDITED | 'adopt', item: AuthoredItemRow, version: number): string {
  const verbs = {
    approve: 'Approved',
    return: 'Returned to its author',
    activate: 'Activated',
    retire: 'Retired',
    adopt: 'Adopted into the shared bank',
  };
  return `${verbs[action]} version ${version} of the item "${item.title.slice(0, 80)}" (${item.id})`;
}

/** The API error each refusal of `nextItemStatus` is sent as (the same code: listed here so the codes sent are in the server's source). */
const REFUSALS = {
  invalid_transition: 'invalid_transition',
  own_item_review: 'own_item_review',
  forbidden: 'forbidden',
} as const satisfies Record<Extract<TransitionResult, { ok: false }>['code'], ApiErrorCode>;

/** A version row's key. */
const versionKey = (itemId: string, version: number) =>
  and(eq(authoredItemVersions.itemId, itemId), eq(authoredItemVersions.version, version));

/**
 * POST /api/item-bank/items/:itemId/actions (issue 28 item 2): moves the working version as
 * `nextItemStatus` allows `user`, in one transaction with its `item_events` line (comments,
 * checklist) and, for approve, return, activate and retire, an audit-log entry.
 * - approve needs every REVIEW_CHECKLIST key ticked (400 review_checklist_incomplete);
 * - submit needs the version's content to pass `checkAuthoredContent` today (400 item_invalid
 *   with its problems, nothing changed): an imported draft may hold item-writing flaws;
 * - return needs comments for the author (400 review_comments_required);
 * - activate writes the version into the exams bank (`putAuthoredUnit`, the item's bank); the
 *   version live before becomes `superseded`;
 * - retire takes the item out of every new draw (`retireAuthoredUnit`) and keeps its history.
 * Errors: 404 item_not_found (she may not see it); 400 invalid_transition, item_invalid,
 * review_checklist_incomplete, review_comments_required; 403 own_item_review
 * (her own version), 403 forbidden.
 */
export async function actOnItem(
  db: Database,
  user: AccountUser,
  itemId: string,
  body: ItemActionBody,
  at: Date,
): Promise<ItemDetail> {
  return db.transaction(async (tx) => {
    const { item, working } = await visibleItem(tx, user, itemId, { lock: true });
    const result = nextItemStatus(item.status, body.action, {
      actorId: user.id,
      actorRole: user.role,
      authorId: working.authorId ?? item.ownerId ?? '',
    });
    if (!result.ok) throw new AppError(REFUSALS[result.code], { status: result.status, message: result.message });
    const comments = body.comments ? body.comments : null;
    if (body.action === 'submit') {
      const checked = checkAuthoredContent(working.content);
      if (!checked.ok) {
        throw new AppError('item_invalid', {
          status: 400,
          message: msg('Fix these before you submit it for review: {{problems}}', {
            problems: checked.problems.join(' '),
          }),
        });
      }
    }
    if (body.action === 'approve') {
      const missing = REVIEW_CHECKLIST.filter((check) => body.checklist?.[check.key] !== true);
      if (missing.length > 0) {
        throw new AppError('review_checklist_incomplete', {
          status: 400,
          message: msg('Tick every line of the review checklist to approve; still open: {{checks}}.', {
            checks: missing.map((check) => check.label).join('; '),
          }),
        });
      }
    }
    if (body.action === 'return' && !comments) {
      throw new AppError('review_comments_required', {
        status: 400,
        message: msg('Write comments for the author: what must change before the item can be approved.'),
      });
    }

    const version = working.version;
    let activeVersion = item.activeVersion;
    switch (body.action) {
      case 'submit':
        await tx
          .update(authoredItemVersions)
          .set({ status: 'in_review', submittedAt: at })
          .where(versionKey(itemId, version));
        break;
      case 'approve':
        await tx
          .update(authoredItemVersions)
          .set({ status: 'approved', approvedById: user.id, approvedAt: at })
          .where(versionKey(itemId, version));
        break;
      case 'return':
        await tx
          .update(authoredItemVersions)
          .set({ status: 'draft', submittedAt: null })
          .where(versionKey(itemId, version));
        break;
      case 'activate':
        await putAuthoredUnit(tx, { content: working.content, ownerId: item.ownerId, bank: item.bank, at });
        if (item.activeVersion !== null && item.activeVersion !== version) {
          await tx
            .update(authoredItemVersions)
            .set({ status: 'superseded' })
            .where(versionKey(itemId, item.activeVersion));
        }
        await tx
          .update(authoredItemVersions)
          .set({ status: 'active', activatedAt: at })
          .where(versionKey(itemId, version));
        activeVersion = version;
        break;
      case 'retire':
        await retireAuthoredUnit(tx, itemId, at);
        await tx.update(authoredItemVersions).set({ status: 'retired' }).where(versionKey(itemId, version));
        if (item.activeVersion !== null && item.activeVersion !== version) {
          await tx
            .update(authoredItemVersions)
            .set({ status: 'retired' })
            .where(versionKey(itemId, item.activeVersion));
        }
        activeVersion = null;
        break;
    }
    await tx
      .update(authoredItems)
      .set({
        status: result.status,
        activeVersion,
        retiredAt: result.status === 'retired' ? at : null,
        updatedAt: at,
      })
      .where(eq(authoredItems.id, itemId));
    await tx.insert(itemEvents).values({
      itemId,
      version,
      actorId: user.id,
      action: body.action,
      comments,
      checklist: body.action === 'approve' ? (body.checklist ?? null) : null,
      createdAt: at,
      updatedAt: at,
    });
    if (body.action !== 'submit') {
      await recordAudit(tx, {
        actorId: user.id,
        action: AUDITED[body.action],
        subjectType: 'authored_item',
        subjectId: itemId,
        subjectUserId: item.ownerId,
        summary: auditSummary(body.action, item, version),
        before: { status: item.status, version, activeVersion: item.activeVersion, authorId: working.authorId },
        after: {
          status: result.status,
          version,
          activeVersion,
          authorId: working.authorId,
          approvedById: body.action === 'approve' ? user.id : working.approvedById,
        },
        reason: comments,
        at,
      });
    }
    // The detail as it now stands, even when the reader no longer sees it (a reviewer who approved).
    const fresh = await loadItem(tx, itemId);
    if (!fresh) throw itemNotFound();
    return itemDetail(tx, user, fresh.item, fresh.working);
  });
}

/**
 * POST /api/item-bank/items/:itemId/adopt (issue 28 item 3), admins only (403 forbidden
 * otherwise, from the route's guard and here): moves an active private item into the shared bank,
 * every form drawing it from now on; its owner stays its author. History and audit log record it.
 * Errors: 404 item_not_found; 400 item_not_active (not live, or already shared).
 */
export async function adoptItem(db: Database, user: AccountUser, itemId: string, at: Date): Promise<ItemDetail> {
  if (user.role !== 'admin') {
    throw new AppError('forbidden', { status: 403, message: msg('Only admins can adopt items into the shared bank.') });
  }
  return db.transaction(async (tx) => {
    const { item } = await visibleItem(tx, user, itemId, { lock: true });
    if (!isLive(item) || item.bank !== 'private' || item.activeVersion === null) {
      throw new AppError('item_not_active', {
        status: 400,
        message:
          item.bank === 'shared'
            ? msg('This item is already in the shared bank.')
            : msg('Only an active item can be adopted into the shared bank: it must be approved and activated first.'),
      });
    }
    await moveToSharedBank(tx, itemId, at);
    await tx.update(authoredItems).set({ bank: 'shared', updatedAt: at }).where(eq(authoredItems.id, itemId));
    await tx.insert(itemEvents).values({
      itemId,
      version: item.activeVersion,
      actorId: user.id,
      action: 'adopt',
      comments: null,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'item.adopted',
      subjectType: 'authored_item',
      subjectId: itemId,
      subjectUserId: item.ownerId,
      summary: auditSummary('adopt', item, item.activeVersion),
      before: { bank: 'private', activeVersion: item.activeVersion },
      after: { bank: 'shared', activeVersion: item.activeVersion },
      at,
    });
    // The detail as it now stands, even when the reader no longer sees it (a reviewer who approved).
    const fresh = await loadItem(tx, itemId);
    if (!fresh) throw itemNotFound();
    return itemDetail(tx, user, fresh.item, fresh.working);
  });
}
