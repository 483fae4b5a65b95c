import { randomBytes } from 'node:crypto';
import type { CheckedContent } from '../../../shared/item-bank/check-content';
import type { Database } from '../../db/client';
import { type AuthoredContent, authoredItems, authoredItemVersions, itemEvents } from './tables';

type CaseStudyContent = Extract<AuthoredContent, { kind: 'case-study' }>;

/**
 * STAND-IN for part H1's `createDraftUnits` (issue 28), written only so that the import compiles
 * and can be tested before H1's lands; H1's version replaces this file at merge.
 *
 * Adds checked units as drafts (version 1) owned by `ownerId` in her private bank, each with a new
 * id (given to the item, or to the case study and its items), and a `create` event with `note` as
 * its comments. Returns the new ids, in the order of `units`.
 */
export async function createDraftUnits(
  db: Database,
  ownerId: string,
  units: { label: string; content: CheckedContent }[],
  note?: string,
): Promise<string[]> {
  const ids: string[] = [];
  await db.transaction(async (tx) => {
    for (const unit of units) {
      const id = `item-${randomBytes(6).toString('hex')}`;
      const content: AuthoredContent =
        unit.content.kind === 'item'
          ? { kind: 'item', item: { ...unit.content.item, id } }
          : {
              kind: 'case-study',
              caseStudy: { ...unit.content.caseStudy, id } as CaseStudyContent['caseStudy'],
              questions: unit.content.questions.map((item, position) => ({ ...item, id: `${id}-${position + 1}` })),
            };
      const first = content.kind === 'item' ? content.item : content.questions[0];
      const row: typeof authoredItems.$inferInsert = {
        id,
        kind: content.kind,
        ownerId,
        title: (content.kind === 'item'
          ? content.item.stem
          : String((content.caseStudy as { title?: unknown }).title ?? '')
        ).slice(0, 120),
        itemType: content.kind === 'item' ? content.item.itemType : null,
        subject: first?.subject ?? 'Fundamentals of Nursing',
      };
      await tx.insert(authoredItems).values(row);
      await tx.insert(authoredItemVersions).values({ itemId: id, version: 1, content, authorId: ownerId });
      await tx
        .insert(itemEvents)
        .values({ itemId: id, version: 1, actorId: ownerId, action: 'create', comments: note });
      ids.push(id);
    }
  });
  return ids;
}
