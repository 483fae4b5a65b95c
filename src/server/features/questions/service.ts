import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ItemFilter } from '../../../shared/exams/forms';
import type { QuestionContent } from '../../../shared/items/registry';
import type { ClientNeed } from '../../../shared/question-bank';
import type { Database } from '../../db/client';
import type { AuthoredQuestion } from './load-question-bank';
import { questions } from './tables';

/** The row of an authored item: its content plus the columns forms filter on. */
export function questionRow(item: AuthoredQuestion) {
  const { sourceFile, ...content } = item;
  return {
    id: item.id,
    itemType: item.itemType,
    subject: item.subject,
    topic: item.topic,
    difficulty: item.difficulty,
    clientNeeds: item.clientNeeds,
    content: content as QuestionContent,
    sourceFile,
  };
}

/**
 * Makes the `questions` table match the authored bank: inserts new items, updates changed ones
 * (clearing any retirement) and retires content items no longer in the files, so they are no longer
 * drawn. Imported items (`origin` "import") are left alone. Attempts keep their own copy of the
 * items they asked. Returns the number of authored items.
 */
export async function syncQuestionBank(db: Database, bank: AuthoredQuestion[]): Promise<number> {
  const now = new Date();
  await db.transaction(async (tx) => {
    if (bank.length > 0) {
      await tx
        .insert(questions)
        .values(bank.map((item) => ({ ...questionRow(item), origin: 'content' as const, retiredAt: null })))
        .onConflictDoUpdate({
          target: questions.id,
          set: {
            itemType: sql`excluded.item_type`,
            subject: sql`excluded.subject`,
            topic: sql`excluded.topic`,
            difficulty: sql`excluded.difficulty`,
            clientNeeds: sql`excluded.client_needs`,
            content: sql`excluded.content`,
            origin: sql`excluded.origin`,
            sourceFile: sql`excluded.source_file`,
            retiredAt: null,
            updatedAt: now,
          },
        });
    }
    const ids = bank.map((item) => item.id);
    await tx
      .update(questions)
      .set({ retiredAt: now })
      .where(
        and(
          eq(questions.origin, 'content'),
          isNull(questions.retiredAt),
          ids.length > 0 ? notInArray(questions.id, ids) : undefined,
        ),
      );
  });
  return bank.length;
}

function drawableWhere(filter: ItemFilter): SQL | undefined {
  return and(
    isNull(questions.retiredAt),
    filter.subjects.length > 0 ? inArray(questions.subject, filter.subjects) : undefined,
    filter.clientNeeds.length > 0 ? inArray(questions.clientNeeds, filter.clientNeeds) : undefined,
    filter.itemTypes.length > 0 ? inArray(questions.itemType, filter.itemTypes) : undefined,
  );
}

/** The active items that pass `filter` (an empty list allows any), as ids with their client-needs category. */
export async function listDrawableItems(
  db: Database,
  filter: ItemFilter,
): Promise<{ id: string; clientNeeds: ClientNeed }[]> {
  return db
    .select({ id: questions.id, clientNeeds: questions.clientNeeds })
    .from(questions)
    .where(drawableWhere(filter));
}

/** How many active items pass `filter`. */
export async function countDrawableItems(db: Database, filter: ItemFilter): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(questions).where(drawableWhere(filter));
  return row?.count ?? 0;
}

/** The authored content (key and rationale included) of the items `ids`, in the order of `ids`; unknown ids are skipped. */
export async function getItems(db: Database, ids: readonly string[]): Promise<QuestionContent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: questions.id, content: questions.content })
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row.content]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
