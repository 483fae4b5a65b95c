import { and, asc, eq, sql } from 'drizzle-orm';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { PERCENTILE_MIN_TAKERS, percentileRank } from '../../../../shared/exams/rules';
import type { Database } from '../../../db/client';
import { practicePercentileOf } from '../peers/peer-figures';
import { examAttempts } from '../tables';
import type { AttemptWithForm } from '../views';

/**
 * The form kinds whose items differ for each student, ranked against others' first answers to the
 * same items instead of others' first attempts of the form (issue 25 item 2: a student-built
 * practice, one form per practice). A string list, so that it holds before the kind exists.
 */
const RANKED_BY_ITEMS: readonly string[] = ['practice'];

/**
 * Where `row`'s percent stands among everyone's first attempts of its form, once
 * PERCENTILE_MIN_TAKERS users took it (null before). A practice (RANKED_BY_ITEMS) is ranked on its
 * `items` instead (practicePercentileOf, basis 'items').
 */
export async function percentileOf(
  db: Database,
  row: AttemptWithForm,
  items: readonly { itemId: string }[] = [],
): Promise<SubmittedAttempt['percentile']> {
  if (RANKED_BY_ITEMS.includes(row.formKind)) {
    return practicePercentileOf(
      db,
      row,
      items.map((item) => item.itemId),
    );
  }
  const firsts = await db
    .selectDistinctOn([examAttempts.userId], { percent: examAttempts.percent })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.formId, row.formId),
        eq(examAttempts.status, 'submitted'),
        sql`${examAttempts.userId} is not null`,
      ),
    )
    .orderBy(examAttempts.userId, asc(examAttempts.submittedAt));
  if (firsts.length < PERCENTILE_MIN_TAKERS) return null;
  const percents = firsts.map((first) => first.percent ?? 0);
  return { percentile: percentileRank(row.percent ?? 0, percents), takers: percents.length };
}
