import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Readiness } from '../../../../shared/exams/cat/adaptive-schemas';
import { probabilityOfPassing } from '../../../../shared/exams/cat/readiness';
import type { Database } from '../../../db/client';
import { examAttempts } from '../tables';
import { currentEstimate } from './adaptive-record';
import { adaptiveAttempts } from './tables';

/**
 * The readiness the dashboard shows (issue 22): each decided adaptive attempt of `userId`, oldest
 * first, with its final ability and standard error (logits) against its passing standard and the
 * probability of passing they imply (the normal approximation: Phi((theta - standard) / SE)); and
 * the adaptive test in progress, if any. Nothing is a label without its number: the dashboard
 * words what each figure is based on.
 */
export async function getReadiness(db: Database, userId: string): Promise<Readiness> {
  const rows = await db
    .select({
      attemptId: adaptiveAttempts.attemptId,
      exam: adaptiveAttempts.exam,
      status: examAttempts.status,
      decidedAt: adaptiveAttempts.decidedAt,
      trajectory: adaptiveAttempts.trajectory,
      passingStandard: adaptiveAttempts.passingStandard,
      outcome: adaptiveAttempts.outcome,
      startedAt: examAttempts.startedAt,
    })
    .from(adaptiveAttempts)
    .innerJoin(examAttempts, eq(examAttempts.id, adaptiveAttempts.attemptId))
    .where(and(eq(examAttempts.userId, userId), isNotNull(examAttempts.startedAt)))
    .orderBy(asc(examAttempts.startedAt));
  const attempts: Readiness['attempts'] = rows.flatMap((row) => {
    if (row.outcome === null || row.decidedAt === null) return [];
    const { theta, standardError } = currentEstimate(row);
    return [
      {
        attemptId: row.attemptId,
        exam: row.exam,
        decidedAt: row.decidedAt.toISOString(),
        theta,
        standardError,
        passingStandard: row.passingStandard,
        outcome: row.outcome,
        probabilityOfPassing: probabilityOfPassing(theta, standardError, row.passingStandard),
        itemsAnswered: row.trajectory.length,
      },
    ];
  });
  const open = rows.filter((row) => row.outcome === null && row.status === 'in_progress').at(-1);
  return {
    attempts,
    inProgress: open ? { attemptId: open.attemptId, exam: open.exam, itemsAnswered: open.trajectory.length } : null,
  };
}
