import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Attempt, AttemptHistory } from '../../../../shared/exams/attempt-schemas';
import type { Database } from '../../../db/client';
import { adaptiveAttempts } from '../adaptive/tables';
import { peersOfItems } from '../peers/peer-figures';
import { attemptItems, examAttempts, examForms } from '../tables';
import { toAbandonedView, toAttemptSummary, toInProgressView, toSubmittedView } from '../views';
import { attemptWithForm, findAttempt, isExpired, readItems, type Viewer } from './attempt-access';
import { readCaseStudies } from './attempt-case-studies';
import { refuseAdaptive } from './attempt-errors';
import { percentileOf } from './percentile';
import { submitAttempt } from './submit';

/**
 * The attempt as its browser sees it: in progress (to resume), submitted (with its review) or
 * exited. An in-progress attempt whose time is up (deadline plus ANSWER_GRACE_SECONDS) is submitted
 * first with the answers it holds (spec §4: auto-submit at zero). Errors: 404 unknown attempt, or
 * another user's; 409 adaptive_only for an adaptive attempt (read it through /api/exams/adaptive).
 */
export async function getAttempt(db: Database, attemptId: string, now: Date, viewer: Viewer): Promise<Attempt> {
  const row = await findAttempt(db, attemptId, viewer);
  refuseAdaptive(row);
  if (row.status === 'in_progress' && isExpired(row, now)) return submitAttempt(db, attemptId, now, viewer);
  if (row.status === 'abandoned') return toAbandonedView(row);
  const [items, caseStudies] = await Promise.all([readItems(db, attemptId), readCaseStudies(db, attemptId)]);
  if (row.status === 'submitted') {
    const [percentile, peers] = await Promise.all([percentileOf(db, row, items), peersOfItems(db, items)]);
    return toSubmittedView(row, items, percentile, caseStudies, peers);
  }
  const checked = items.filter((item) => item.checkedAt !== null);
  return toInProgressView(row, items, now, caseStudies, await peersOfItems(db, checked));
}

/**
 * SQL: an attempt item is a question fully correct, answered with every point earned (issue 23;
 * the rule of `isFullyCorrect`), for `count(*) filter (where ...)`.
 */
export const fullyCorrectItem = sql`${attemptItems.response} is not null and ${attemptItems.possible} > 0 and ${attemptItems.earned} = ${attemptItems.possible}`;

/**
 * The attempt history of `userId`: every attempt in progress or submitted (not those exited),
 * newest first (the latest `limit` when given), with its form, date, questions correct of asked,
 * points and duration; an
 * adaptive test passed or failed by its own decision, not the pass mark.
 */
export async function listAttempts(db: Database, userId: string, limit?: number): Promise<AttemptHistory> {
  const query = db
    .select({
      ...attemptWithForm,
      itemCount: sql<number>`(select count(*)::int from ${attemptItems} where ${attemptItems.attemptId} = ${examAttempts.id})`,
      correctCount: sql<number>`(select (count(*) filter (where ${fullyCorrectItem}))::int from ${attemptItems} where ${attemptItems.attemptId} = ${examAttempts.id})`,
      adaptiveOutcome: adaptiveAttempts.outcome,
    })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .leftJoin(adaptiveAttempts, eq(adaptiveAttempts.attemptId, examAttempts.id))
    .where(and(eq(examAttempts.userId, userId), ne(examAttempts.status, 'abandoned')))
    // Attempts started at the same instant (a kept Free Sample, a test clock) keep their insertion order.
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.createdAt));
  const rows = limit ? await query.limit(limit) : await query;
  return {
    attempts: rows.map((row) =>
      toAttemptSummary(
        {
          ...row.attempt,
          formTitle: row.formTitle,
          formKind: row.formKind,
          itemCount: row.itemCount,
          correctCount: row.correctCount,
        },
        row.adaptiveOutcome,
      ),
    ),
  };
}
