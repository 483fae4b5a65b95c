import type { CheckedContent } from '../../../shared/item-bank/check-content';
import type { Database } from '../../db/client';
import { authoredItems, authoredItemVersions, itemEvents } from './tables';
import { describeUnit, newItemId, withUnitIds } from './units';

/**
 * Adds `units` (schema-valid: read by `checkAuthoredContent`, or by `readAuthoredContent` for an
 * import, whose drafts may hold item-writing flaws that submit refuses) to `ownerId`'s bank as version-1 drafts
 * in one transaction (issue 28 item 4: accepting an import's report), each with an `item_events`
 * "create" line carrying `note` as its comments (e.g. "Imported from pharm.gift"). Each unit gets a
 * fresh id ("au-" + 12 hex; a case study's items `<id>-1`..`-6`), replacing the ids it came with.
 * Returns the ids created, in the order of `units`. `label` is the caller's (its report's) and is not stored.
 */
export async function createDraftUnits(
  db: Database,
  ownerId: string,
  units: { label: string; content: CheckedContent }[],
  note?: string,
  at: Date = new Date(),
): Promise<string[]> {
  if (units.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const unit of units) {
      const id = newItemId();
      // The content is checked; re-stamping ids keeps its shape (only `id` fields change).
      const content = withUnitIds(unit.content, id) as CheckedContent;
      await insertDraft(tx, { id, ownerId, content, at, comments: note ?? null });
      ids.push(id);
    }
    return ids;
  });
}

/**
 * Writes a new unit `id` as its owner's version-1 draft with its "create" event (no transaction of
 * its own: call it inside one). Shared by `createDraftUnits` and the authoring service.
 */
export async function insertDraft(
  db: Database,
  draft: {
    id: string;
    ownerId: string;
    content: CheckedContent;
    at: Date;
    comments: string | null;
  },
): Promise<void> {
  const { title, itemType, subject } = describeUnit(draft.content);
  await db.insert(authoredItems).values({
    id: draft.id,
    kind: draft.content.kind,
    ownerId: draft.ownerId,
    bank: 'private',
    status: 'draft',
    version: 1,
    activeVersion: null,
    title,
    itemType,
    subject,
    createdAt: draft.at,
    updatedAt: draft.at,
  });
  await db.insert(authoredItemVersions).values({
    itemId: draft.id,
    version: 1,
    status: 'draft',
    content: draft.content,
    authorId: draft.ownerId,
    createdAt: draft.at,
    updatedAt: draft.at,
  });
  await db.insert(itemEvents).values({
    itemId: draft.id,
    version: 1,
    actorId: draft.ownerId,
    action: 'create',
    comments: draft.comments,
    createdAt: draft.at,
    updatedAt: draft.at,
  });
}
