import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ItemFilter } from '../../../../shared/exams/forms';
import { type ClientNeed, SUBJECTS, type Subject } from '../../../../shared/exams/question-bank';
import { CASE_STUDY_ITEMS, type ItemGroupContent } from '../../../../shared/items/item-group';
import type { QuestionContent } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

import type { AuthoredCaseStudy } from './load-case-studies';
import type { AuthoredQuestion } from './load-question-bank';
import { QUESTION_UPSERT_SET, questionColumns } from './question-columns';
import { sharedBank } from './shared-bank';
import { itemGroups, type QuestionRow, questions } from './tables';

/** The row of an authored item: its content plus the columns forms filter on. */
export function questionRow(item: AuthoredQuestion) {
  const { sourceFile, groupId, groupPosition, ...content } = item;
  return {
    groupId: groupId ?? null,
    groupPosition: groupPosition ?? null,
    ...questionColumns(item),
    content: content as QuestionContent,
    sourceFile,
  };
}

/**
 * Makes `item_groups` match the authored case studies (before their items are written, which
 * reference them): inserts new ones, updates changed ones and retires those no longer authored.
 */
async function syncCaseStudies(tx: Transaction, caseStudies: readonly AuthoredCaseStudy[], now: Date): Promise<void> {
  const stored = new Map(
    (await tx.select().from(itemGroups).where(eq(itemGroups.origin, 'content'))).map((row) => [row.id, row]),
  );
  const changed = caseStudies.filter((group) => {
    const row = stored.get(group.id);
    const { sourceFile, ...content } = group;
    return (
      !row ||
      row.retiredAt !== null ||
      row.sourceFile !== sourceFile ||
      !isDeepStrictEqual(row.content, JSON.parse(JSON.stringify(content)))
    );
  });
  if (changed.length > 0) {
    await tx
      .insert(itemGroups)
      .values(
        changed.map(({ sourceFile, ...content }) => ({
          id: content.id,
          kind: content.kind,
          title: content.title,
          content,
          sourceFile,
          origin: 'content' as const,
          retiredAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: itemGroups.id,
        set: {
          title: sql`excluded.title`,
          content: sql`excluded.content`,
          sourceFile: sql`excluded.source_file`,
          retiredAt: null,
          updatedAt: now,
        },
      });
  }
  const authored = new Set(caseStudies.map((group) => group.id));
  const removed = [...stored.values()]
    .filter((row) => row.retiredAt === null && !authored.has(row.id))
    .map((row) => row.id);
  if (removed.length > 0) {
    await tx.update(itemGroups).set({ retiredAt: now }).where(inArray(itemGroups.id, removed));
  }
}

/** What `syncQuestionBank` did: the authored items, how many rows it wrote (new or changed) and retired. */
export interface BankSyncResult {
  authored: number;
  written: number;
  retired: number;
}

type AuthoredRow = ReturnType<typeof questionRow>;

/** Whether the stored row already is the authored item, active, as the sync would write it. */
function isUpToDate(stored: QuestionRow, wanted: AuthoredRow): boolean {
  return (
    stored.origin === 'content' &&
    stored.retiredAt === null &&
    stored.itemType === wanted.itemType &&
    stored.subject === wanted.subject &&
    stored.topic === wanted.topic &&
    stored.difficulty === wanted.difficulty &&
    stored.clientNeeds === wanted.clientNeeds &&
    stored.sourceFile === wanted.sourceFile &&
    stored.groupId === wanted.groupId &&
    stored.groupPosition === wanted.groupPosition &&
    // As stored in jsonb: no undefined members (key order does not matter to the comparison).
    isDeepStrictEqual(stored.content, JSON.parse(JSON.stringify(wanted.content)))
  );
}

/**
 * Makes the `questions` table match the authored bank: inserts new items, updates changed ones
 * (clearing any retirement) and retires content items no longer in the files, so they are no longer
 * drawn. Imported items (`origin` "import") are left alone. Attempts keep their own copy of the
 * items they asked. It compares first and writes only what differs, so a start with an unchanged
 * bank reads the table and writes nothing (rewriting all 566 items cost about 0.8 s of CPU per start).
 */
export async function syncQuestionBank(
  db: Database,
  bank: AuthoredQuestion[],
  caseStudies: readonly AuthoredCaseStudy[] = [],
): Promise<BankSyncResult> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await syncCaseStudies(tx, caseStudies, now);
    const stored = new Map(
      (await tx.select().from(questions).where(eq(questions.origin, 'content'))).map((row) => [row.id, row]),
    );
    const changed = bank.map(questionRow).filter((wanted) => {
      const row = stored.get(wanted.id);
      return !row || !isUpToDate(row, wanted);
    });
    const authoredIds = new Set(bank.map((item) => item.id));
    const removed = [...stored.values()]
      .filter((row) => row.retiredAt === null && !authoredIds.has(row.id))
      .map((row) => row.id);

    if (changed.length > 0) {
      await tx
        .insert(questions)
        .values(changed.map((row) => ({ ...row, origin: 'content' as const, retiredAt: null })))
        .onConflictDoUpdate({
          target: questions.id,
          set: { ...QUESTION_UPSERT_SET, updatedAt: now },
        });
    }
    if (removed.length > 0) {
      await tx
        .update(questions)
        .set({ retiredAt: now })
        .where(and(eq(questions.origin, 'content'), isNull(questions.retiredAt), inArray(questions.id, removed)));
    }
    return { authored: bank.length, written: changed.length, retired: removed.length };
  });
}

/**
 * The banks a form with `filter` draws from (issue 28 item 3): the shared bank (`bank` absent or
 * `shared`), the private items of `ownerId` (`own`), or both. Without an owner `own` draws nothing.
 */
function bankWhere(filter: ItemFilter, ownerId: string | null | undefined): SQL | undefined {
  const choice = filter.bank ?? 'shared';
  if (choice === 'shared') return sharedBank();
  const own = ownerId ? and(eq(questions.bank, 'private'), eq(questions.ownerId, ownerId)) : sql`false`;
  return choice === 'own' ? own : or(sharedBank(), own);
}

/** Active stand-alone items that pass `filter` in its banks: an item of a group (a case study) is drawn only with its group. */
function drawableWhere(filter: ItemFilter, ownerId?: string | null): SQL | undefined {
  return and(
    isNull(questions.retiredAt),
    isNull(questions.groupId),
    bankWhere(filter, ownerId),
    filter.subjects.length > 0 ? inArray(questions.subject, filter.subjects) : undefined,
    filter.clientNeeds.length > 0 ? inArray(questions.clientNeeds, filter.clientNeeds) : undefined,
    filter.itemTypes.length > 0 ? inArray(questions.itemType, filter.itemTypes) : undefined,
  );
}

/**
 * The active stand-alone items that pass `filter` (an empty list allows any), as ids with their
 * client-needs category; from the shared bank unless `filter.bank` asks for the private items of
 * `ownerId` (the custom test's author) too or instead.
 */
export async function listDrawableItems(
  db: Database,
  filter: ItemFilter,
  ownerId?: string | null,
): Promise<{ id: string; clientNeeds: ClientNeed }[]> {
  return db
    .select({ id: questions.id, clientNeeds: questions.clientNeeds })
    .from(questions)
    .where(drawableWhere(filter, ownerId));
}

/** How many active stand-alone items pass `filter` in its banks (see listDrawableItems). */
export async function countDrawableItems(db: Database, filter: ItemFilter, ownerId?: string | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .where(drawableWhere(filter, ownerId));
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

/**
 * The active case studies whose items are all active, of `filter`'s subjects (an empty list allows
 * any) and banks (see listDrawableItems; `ownerId` the custom test's author), each with its item
 * ids in place order.
 */
export async function listDrawableGroups(
  db: Database,
  filter: ItemFilter,
  ownerId?: string | null,
): Promise<{ id: string; itemIds: string[] }[]> {
  const rows = await db
    .select({ groupId: questions.groupId, id: questions.id, position: questions.groupPosition })
    .from(questions)
    .innerJoin(itemGroups, eq(itemGroups.id, questions.groupId))
    .where(
      and(
        isNull(questions.retiredAt),
        isNull(itemGroups.retiredAt),
        bankWhere(filter, ownerId),
        filter.subjects.length > 0 ? inArray(questions.subject, filter.subjects) : undefined,
      ),
    );
  const groups = new Map<string, { id: string; position: number }[]>();
  for (const row of rows) {
    if (!row.groupId) continue;
    groups.set(row.groupId, [...(groups.get(row.groupId) ?? []), { id: row.id, position: row.position ?? 0 }]);
  }
  return [...groups.entries()]
    .filter(([, items]) => items.length === CASE_STUDY_ITEMS)
    .map(([id, items]) => ({ id, itemIds: items.sort((a, b) => a.position - b.position).map((item) => item.id) }));
}

/** The authored case studies `ids` (active or retired: an attempt may have asked it before), by id. */
export async function getCaseStudies(db: Database, ids: readonly string[]): Promise<Map<string, ItemGroupContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: itemGroups.id, content: itemGroups.content })
    .from(itemGroups)
    .where(inArray(itemGroups.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.content]));
}

/** The case studies Case Studies can ask (every item active), by subject in the spec's order, then title. */
export async function listCaseStudies(db: Database): Promise<{ id: string; title: string; subject: Subject }[]> {
  const groups = await listDrawableGroups(db, { subjects: [], clientNeeds: [], itemTypes: [] });
  if (groups.length === 0) return [];
  const rows = await db
    .select({ id: itemGroups.id, title: itemGroups.title, subject: questions.subject })
    .from(itemGroups)
    .innerJoin(questions, and(eq(questions.groupId, itemGroups.id), eq(questions.groupPosition, 0)))
    .where(
      inArray(
        itemGroups.id,
        groups.map((group) => group.id),
      ),
    );
  return rows.sort(
    (a, b) => SUBJECTS.indexOf(a.subject) - SUBJECTS.indexOf(b.subject) || a.title.localeCompare(b.title),
  );
}
