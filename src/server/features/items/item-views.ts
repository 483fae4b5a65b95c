import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { checkAuthoredContent } from '../../../shared/item-bank/check-content';
import type { ItemListQuery } from '../../../shared/item-bank/item-requests';
import { allowedActions } from '../../../shared/item-bank/review-workflow';
import type { ItemDetail, ItemSummary } from '../../../shared/item-bank/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserNames } from '../account/service';
import { type AuthoredItemRow, type AuthoredVersionRow, isLive, visibleItem } from './item-access';
import { authoredItems, authoredItemVersions, itemEvents } from './tables';

type Person = { id: string; name: string };

/** The names of `ids` (null ids skipped), by id ("Deleted user" once an account is deleted). */
async function peopleByIds(db: Database, ids: readonly (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const names = await findUserNames(db, wanted);
  return new Map([...names].map(([id, name]) => [id, { id, name }]));
}

const personOf = (people: Map<string, Person>, id: string | null) => (id ? (people.get(id) ?? null) : null);

function toSummary(item: AuthoredItemRow, people: Map<string, Person>): ItemSummary {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    itemType: item.itemType,
    subject: item.subject,
    status: item.status,
    version: item.version,
    activeVersion: item.activeVersion,
    bank: item.bank,
    owner: personOf(people, item.ownerId),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/**
 * GET /api/item-bank/items (issue 28): `scope` `mine` her own items; `review` the items in review
 * she may review (others' items whose working version she did not write); `all` every authored item
 * (admins only, else 403 forbidden). `status` narrows to one status. Newest change first.
 */
export async function listItems(
  db: Database,
  user: AccountUser,
  query: ItemListQuery,
): Promise<{ items: ItemSummary[] }> {
  let where: SQL | undefined;
  if (query.scope === 'all') {
    if (user.role !== 'admin') {
      throw new AppError('forbidden', {
        status: 403,
        message: msg('Only admins can list every item of the item bank.'),
      });
    }
  } else if (query.scope === 'mine') {
    where = eq(authoredItems.ownerId, user.id);
  } else {
    where = and(eq(authoredItems.status, 'in_review'), ne(authoredItemVersions.authorId, user.id));
  }
  const rows = await db
    .select({ item: authoredItems })
    .from(authoredItems)
    .innerJoin(
      authoredItemVersions,
      and(eq(authoredItemVersions.itemId, authoredItems.id), eq(authoredItemVersions.version, authoredItems.version)),
    )
    .where(and(where, query.status ? eq(authoredItems.status, query.status) : undefined))
    .orderBy(desc(authoredItems.updatedAt), asc(authoredItems.id));
  const people = await peopleByIds(
    db,
    rows.map((row) => row.item.ownerId),
  );
  return { items: rows.map((row) => toSummary(row.item, people)) };
}

/**
 * The detail of item `itemId` for `user` (see itemDetailSchema): 404 item_not_found when she may
 * not see it (`maySee`). `actions` are `allowedActions` of its working version for her.
 */
export async function getItemDetail(db: Database, user: AccountUser, itemId: string): Promise<ItemDetail> {
  const { item, working } = await visibleItem(db, user, itemId);
  return itemDetail(db, user, item, working);
}

/**
 * The detail of `item` (its working version `working`) as `user` reads it; `problems` are the
 * working version's by today's rules (`checkAuthoredContent`), which submit refuses.
 */
export async function itemDetail(
  db: Database,
  user: AccountUser,
  item: AuthoredItemRow,
  working: AuthoredVersionRow,
): Promise<ItemDetail> {
  const versions = await db
    .select()
    .from(authoredItemVersions)
    .where(eq(authoredItemVersions.itemId, item.id))
    .orderBy(asc(authoredItemVersions.version));
  const events = await db
    .select()
    .from(itemEvents)
    .where(eq(itemEvents.itemId, item.id))
    .orderBy(desc(itemEvents.createdAt), desc(itemEvents.version));
  const people = await peopleByIds(db, [
    item.ownerId,
    ...versions.flatMap((v) => [v.authorId, v.approvedById]),
    ...events.map((e) => e.actorId),
  ]);
  const isOwner = item.ownerId === user.id;
  return {
    summary: toSummary(item, people),
    content: working.content,
    versions: versions.map((v) => ({
      version: v.version,
      status: v.status,
      author: personOf(people, v.authorId),
      approvedBy: personOf(people, v.approvedById),
      createdAt: v.createdAt.toISOString(),
      submittedAt: v.submittedAt?.toISOString() ?? null,
      approvedAt: v.approvedAt?.toISOString() ?? null,
      activatedAt: v.activatedAt?.toISOString() ?? null,
    })),
    history: events.map((e) => ({
      at: e.createdAt.toISOString(),
      actor: personOf(people, e.actorId),
      version: e.version,
      action: e.action as ItemDetail['history'][number]['action'],
      comments: e.comments,
    })),
    actions: allowedActions(item.status, {
      actorId: user.id,
      actorRole: user.role,
      authorId: working.authorId ?? item.ownerId ?? '',
    }),
    mayEdit: isOwner && item.status !== 'in_review' && item.status !== 'retired',
    mayAdopt: user.role === 'admin' && isLive(item) && item.bank === 'private',
    problems: checkAuthoredContent(working.content).problems,
  };
}
