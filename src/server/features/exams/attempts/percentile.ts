import { and, asc, eq, sql } from 'drizzle-orm';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { PERCENTILE_MIN_TAKERS, percentileRank } from '../../../../shared/exams/rules';
import type { Database } from '../../../db/client';
import { examAttempts } from '../tables';
import type { AttemptWithForm } from '../views';

/**
 * Where `row`'s percent stands among everyone's first attempts of its form, once
 * PERCENTILE_MIN_TAKERS users took it (null before).
 */
export async function percentileOf(db: Database, row: AttemptWithForm): Promise<SubmittedAttempt['percentile']> {
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
