import { eq, or, sql } from 'drizzle-orm';
import type { ItemGroupContent } from '../../../../shared/items/item-group';
import type { QuestionContent } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { QUESTION_UPSERT_SET, questionColumns } from './question-columns';
import { itemGroups, type QuestionBank, questions } from './tables';

/** A unit written in the item bank (issue 28): one item, or a case study with its six items, ids already the bank's. */
export type AuthoredUnit =
  | { kind: 'item'; item: QuestionContent }
  | { kind: 'case-study'; caseStudy: Omit<ItemGroupContent, 'kind'>; questions: QuestionContent[] };

/** What `sourceFile` says of an item activated from the item bank. */
const ITEM_BANK_SOURCE = 'item bank';

/** The questions-row columns of `item` beside its content. */
function rowOf(item: QuestionContent, ownerId: string | null, bank: QuestionBank, at: Date) {
  return {
    ...questionColumns(item),
    content: item,
    origin: 'authored' as const,
    sourceFile: ITEM_BANK_SOURCE,
    bank,
    ownerId,
    retiredAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Columns an upsert of an authored question replaces (its id and creation stay). */
const QUESTION_UPDATE = {
  ...QUESTION_UPSERT_SET,
  bank: sql`excluded.bank`,
  ownerId: sql`excluded.owner_id`,
  updatedAt: sql`excluded.updated_at`,
};

/**
 * Puts an activated unit of the item bank into the exams bank (issue 28 item 3), replacing the
 * version there before (attempts keep their own copies of what they asked): the item's `questions`
 * row, or a case study's `item_groups` row and its six items in place order; `origin` "authored",
 * `sourceFile` "item bank", in `bank` (`private`: drawn only by `ownerId`'s custom tests). Clears
 * any retirement. Call it inside the activation's transaction.
 */
export async function putAuthoredUnit(
  db: Database,
  unit: { content: AuthoredUnit; ownerId: string | null; bank: QuestionBank; at: Date },
): Promise<void> {
  const { content, ownerId, bank, at } = unit;
  if (content.kind === 'item') {
    await db
      .insert(questions)
      .values({ ...rowOf(content.item, ownerId, bank, at), groupId: null, groupPosition: null })
      .onConflictDoUpdate({ target: questions.id, set: QUESTION_UPDATE });
    return;
  }
  const group: ItemGroupContent = { ...content.caseStudy, kind: 'case-study' };
  await db
    .insert(itemGroups)
    .values({
      id: group.id,
      kind: 'case-study',
      title: group.title,
      content: group,
      origin: 'authored',
      sourceFile: ITEM_BANK_SOURCE,
      bank,
      ownerId,
      retiredAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: itemGroups.id,
      set: {
        title: sql`excluded.title`,
        content: sql`excluded.content`,
        bank: sql`excluded.bank`,
        ownerId: sql`excluded.owner_id`,
        retiredAt: null,
        updatedAt: at,
      },
    });
  await db
    .insert(questions)
    .values(
      content.questions.map((item, position) => ({
        ...rowOf(item, ownerId, bank, at),
        groupId: group.id,
        groupPosition: position,
      })),
    )
    .onConflictDoUpdate({ target: questions.id, set: QUESTION_UPDATE });
}

/** The `questions` rows of unit `unitId`: the item itself, or a case study's items. */
const unitRows = (unitId: string) => or(eq(questions.id, unitId), eq(questions.groupId, unitId));

/**
 * Retires unit `unitId` of the item bank in the exams bank (issue 28 item 3): no new draw asks it;
 * attempts keep their copies. Sets `retiredAt` on the item, or on the case study and its items.
 */
export async function retireAuthoredUnit(db: Database, unitId: string, at: Date): Promise<void> {
  await db.update(itemGroups).set({ retiredAt: at, updatedAt: at }).where(eq(itemGroups.id, unitId));
  await db.update(questions).set({ retiredAt: at, updatedAt: at }).where(unitRows(unitId));
}

/**
 * Moves unit `unitId` into the shared bank (issue 28 item 3, an admin's adoption): every form
 * draws it from now on; `ownerId` stays, naming its author.
 */
export async function moveToSharedBank(db: Database, unitId: string, at: Date): Promise<void> {
  await db.update(itemGroups).set({ bank: 'shared', updatedAt: at }).where(eq(itemGroups.id, unitId));
  await db.update(questions).set({ bank: 'shared', updatedAt: at }).where(unitRows(unitId));
}
