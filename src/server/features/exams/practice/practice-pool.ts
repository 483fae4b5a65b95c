import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PracticeChoice } from '../../../../shared/exams/practice-schemas';
import type { Database } from '../../../db/client';
import { sharedBank } from '../bank/shared-bank';
import { questions } from '../bank/tables';

/**
 * SQL: `userId`'s attempt items, read from HER attempts first (exam_attempts by user_id, the
 * exam_attempts_user_idx index) joined to their attempt_items, any attempt of hers whatever its
 * status. Uncorrelated: the planner computes it once (a hashed sub-plan or a hash join), not once
 * per `questions` row. Columns: ai (attempt_items), ea (exam_attempts).
 */
const herItems = (userId: string) => sql`
  from exam_attempts ea
  join attempt_items ai on ai.attempt_id = ea.id
  where ea.user_id = ${userId}`;

/**
 * SQL: the ids of the items whose latest scored answer by `userId` (in a submitted attempt, or
 * checked in Tutor mode; newest first by check or submission time, then attempt start) earned less
 * than every point: one row per item (`distinct on`), computed once over her own attempt items.
 */
const herMissedItemIds = (userId: string) => sql`
  select latest.item_id from (
    select distinct on (ai.item_id) ai.item_id, ai.earned < ai.possible as missed
    ${herItems(userId)}
      and ai.earned is not null and (ea.status = 'submitted' or ai.checked_at is not null)
    order by ai.item_id, coalesce(ai.checked_at, ea.submitted_at) desc, ea.started_at desc
  ) latest
  where latest.missed`;

/**
 * The pool condition of issue 25 item 1 on a `questions` row, from `userId`'s own history:
 * `unused` never asked to her in any attempt; `flagged` flagged by her in any attempt (an exited
 * attempt's flags are cleared, so they do not count); `incorrect` whose latest scored answer by her
 * (in a submitted attempt, or checked in Tutor mode) earned less than every point, an unanswered
 * item of a submitted attempt included (it counts as missed, as on the dashboard); `all` no condition.
 * Each is an (anti-)join of `questions` with her per-item state, computed once from her attempts.
 */
export function poolCondition(pool: PracticeChoice['pool'], userId: string): SQL | undefined {
  switch (pool) {
    case 'unused':
      // attempt_items.item_id is not null, so `not in` is a plain anti-join.
      return sql`${questions.id} not in (select ai.item_id ${herItems(userId)})`;
    case 'flagged':
      return sql`${questions.id} in (select ai.item_id ${herItems(userId)} and ai.flagged)`;
    case 'incorrect':
      return sql`${questions.id} in (${herMissedItemIds(userId)})`;
    case 'all':
      return undefined;
  }
}

/**
 * The active stand-alone bank items a practice of `choice` may draw for `userId` (empty lists allow
 * any subject, category or type). Items of a case study are left out: the engine draws a case study
 * only whole, in its own tests (Case Studies, the Full NCLEX practice exam), and a pool of single
 * items (a student's misses) would break one apart; the random quizzes draw the same way.
 */
function practiceWhere(choice: PracticeChoice, userId: string): SQL | undefined {
  return and(
    isNull(questions.retiredAt),
    isNull(questions.groupId),
    sharedBank(),
    choice.subjects.length > 0 ? inArray(questions.subject, choice.subjects) : undefined,
    choice.clientNeeds.length > 0 ? inArray(questions.clientNeeds, choice.clientNeeds) : undefined,
    choice.itemTypes.length > 0 ? inArray(questions.itemType, choice.itemTypes) : undefined,
    poolCondition(choice.pool, userId),
  );
}

/** How many items a practice of `choice` can draw for `userId` (see practiceWhere). */
export async function countPracticeItems(db: Database, choice: PracticeChoice, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .where(practiceWhere(choice, userId));
  return row?.count ?? 0;
}

/** The ids of the items a practice of `choice` can draw for `userId`, in no particular order. */
export async function listPracticeItemIds(db: Database, choice: PracticeChoice, userId: string): Promise<string[]> {
  const rows = await db.select({ id: questions.id }).from(questions).where(practiceWhere(choice, userId));
  return rows.map((row) => row.id);
}
