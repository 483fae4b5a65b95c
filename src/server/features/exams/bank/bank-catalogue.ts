import { and, asc, isNull } from 'drizzle-orm';
import type { ClientNeed, Difficulty, Subject } from '../../../../shared/exams/question-bank';
import { type ItemType, type QuestionContent, scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { sharedBank } from './shared-bank';
import { questions } from './tables';

/** An active item of the bank as other features describe it: no content, no key. */
export interface BankItemSummary {
  id: string;
  itemType: ItemType;
  subject: Subject;
  clientNeeds: ClientNeed;
  /** The authored level (spec §3). */
  level: Difficulty;
  /** When the item entered the bank (its row's creation). */
  addedAt: Date;
}

/** The summary columns of an item (no content, no key). */
const SUMMARY_COLUMNS = {
  id: questions.id,
  itemType: questions.itemType,
  subject: questions.subject,
  clientNeeds: questions.clientNeeds,
  level: questions.difficulty,
  addedAt: questions.createdAt,
};

/** Every active (not retired) item of the bank, stand-alone and in case studies, by id. For the calibration (issue 22). */
export async function listBankItems(db: Database): Promise<BankItemSummary[]> {
  return db
    .select(SUMMARY_COLUMNS)
    .from(questions)
    .where(and(isNull(questions.retiredAt), sharedBank()))
    .orderBy(asc(questions.id));
}

/** The points each active item gives (its type's scorer: the partial credit model's maximum score), by id. */
export async function listBankItemPoints(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: questions.id, content: questions.content })
    .from(questions)
    .where(and(isNull(questions.retiredAt), sharedBank()));
  return new Map(rows.map((row) => [row.id, scoreItem(row.content, null).possible]));
}

/**
 * The active stand-alone items of the bank (not retired, not part of a case study), which a
 * course's practice quiz may draw (issue 27 item 1): summaries only, no content, no key.
 */
export async function listQuizBankItems(db: Database): Promise<BankItemSummary[]> {
  return db
    .select(SUMMARY_COLUMNS)
    .from(questions)
    .where(and(isNull(questions.retiredAt), isNull(questions.groupId), sharedBank()))
    .orderBy(asc(questions.id));
}

/** An active item of the shared bank with its content (key and rationale included), for export. */
export interface SharedBankItem {
  item: QuestionContent;
  /** The case study the item belongs to, or null for a stand-alone item. */
  caseStudyId: string | null;
}

/**
 * Every active (not retired) item of the shared bank (`bank` "shared"), stand-alone and in case
 * studies, by id, with its authored content: what `content:export` and the item bank's export
 * (issue 28 item 4, scope `shared`) write.
 */
export async function listSharedBankItems(db: Database): Promise<SharedBankItem[]> {
  const rows = await db
    .select({ content: questions.content, groupId: questions.groupId })
    .from(questions)
    .where(and(isNull(questions.retiredAt), sharedBank()))
    .orderBy(asc(questions.id));
  return rows.map((row) => ({ item: row.content, caseStudyId: row.groupId }));
}
