import { and, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ClientNeed } from '../../../shared/exams/question-bank';
import type { Database } from '../../db/client';
import { attemptItems, examAttempts, examForms } from './tables';

/**
 * A student's exam activity for the study plan (issue 25 item 5): answered items per attempt with
 * their time, practice exams sat, and her record per client-needs category. Read-only; the study
 * plan reaches these through ../exams/service. Times are instants; the caller buckets them into
 * the student's local days.
 */

/** The kinds of form that count as a practice exam in the plan (a whole NCLEX sitting). */
export const PRACTICE_EXAM_KINDS = ['adaptive', 'full-exam'] as const;

/** One attempt with answers: when it was last worked on, its form's kind, whether submitted, and the items answered. */
export interface AttemptActivity {
  attemptId: string;
  kind: string;
  submitted: boolean;
  /** The submission time; for an attempt still in progress, its last change. */
  at: Date;
  answered: number;
}

/**
 * The attempts of `userId` with at least one answered item (response saved) submitted at or after
 * `since` (at their submission), or still in progress with an answer saved since (at the latest
 * answer), oldest first. Attempts exited (abandoned) are left out.
 */
export async function attemptActivitySince(db: Database, userId: string, since: Date): Promise<AttemptActivity[]> {
  const answered = sql`${attemptItems.attemptId} = ${examAttempts.id} and ${attemptItems.response} is not null`;
  const rows = await db
    .select({
      attemptId: examAttempts.id,
      kind: examForms.kind,
      status: examAttempts.status,
      submittedAt: examAttempts.submittedAt,
      answered: sql<number>`(select count(*)::int from ${attemptItems} where ${answered})`,
      lastAnsweredAt: sql<
        Date | string | null
      >`(select max(${attemptItems.updatedAt}) from ${attemptItems} where ${answered})`,
    })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        or(
          and(eq(examAttempts.status, 'submitted'), gte(examAttempts.submittedAt, since)),
          // An attempt still open may have been started long before its latest answer; its deadline bounds it.
          and(eq(examAttempts.status, 'in_progress'), gte(examAttempts.deadlineAt, since)),
        ),
      ),
    );
  return rows
    .flatMap((row): AttemptActivity[] => {
      if (row.answered === 0) return [];
      const at =
        row.status === 'submitted' && row.submittedAt
          ? row.submittedAt
          : row.lastAnsweredAt === null
            ? null
            : new Date(row.lastAnsweredAt);
      if (!at || at < since) return [];
      return [
        { attemptId: row.attemptId, kind: row.kind, submitted: row.status === 'submitted', at, answered: row.answered },
      ];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** When `userId` last submitted a practice exam (adaptive or full), the latest `limit` times, newest first. */
export async function practiceExamsSubmitted(db: Database, userId: string, limit = 2): Promise<Date[]> {
  const rows = await db
    .select({ submittedAt: examAttempts.submittedAt })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'submitted'),
        isNotNull(examAttempts.submittedAt),
        inArray(examForms.kind, [...PRACTICE_EXAM_KINDS]),
      ),
    )
    .orderBy(desc(examAttempts.submittedAt))
    .limit(limit);
  return rows.flatMap((row) => (row.submittedAt ? [row.submittedAt] : []));
}

/**
 * Her record per client-needs category over all her submitted attempts: items asked, points
 * earned and possible (an unanswered item earns nothing), as the dashboard's progress counts them.
 */
export async function clientNeedRecords(
  db: Database,
  userId: string,
): Promise<Array<{ name: ClientNeed; asked: number; earned: number; possible: number }>> {
  return db
    .select({
      name: attemptItems.clientNeeds,
      asked: sql<number>`count(*)::int`,
      earned: sql<number>`coalesce(sum(${attemptItems.earned}), 0)::int`,
      possible: sql<number>`coalesce(sum(${attemptItems.possible}), 0)::int`,
    })
    .from(attemptItems)
    .innerJoin(examAttempts, eq(examAttempts.id, attemptItems.attemptId))
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'submitted')))
    .groupBy(attemptItems.clientNeeds);
}
