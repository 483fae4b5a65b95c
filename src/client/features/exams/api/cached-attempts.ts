import type { QueryClient } from '@tanstack/react-query';
import type { AttemptSummary, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { attemptHistoryQuery } from './get-attempt-history';
import { progressQuery } from './get-progress';

/**
 * The history line of an attempt just submitted, from its result: what GET /api/exams/attempts
 * will say of it (`passed` by the pass mark: an adaptive test ends on its own page, not here).
 */
export function submittedSummary(result: SubmittedAttempt, before?: AttemptSummary): AttemptSummary {
  return {
    id: result.id,
    formId: result.formId,
    formTitle: result.formTitle,
    formKind: result.formKind,
    mode: result.mode,
    status: 'submitted',
    startedAt: result.startedAt,
    submittedAt: result.submittedAt,
    itemCount: before?.itemCount ?? result.questionCount,
    correctCount: result.correctCount,
    score: result.score,
    possible: result.possible,
    percent: result.percent,
    passed: result.passed,
    timeSpentSeconds: result.timeSpentSeconds,
  };
}

/**
 * Rewrites the cached lines of attempt `attemptId` in the history and the progress's recent
 * attempts (`change` returns the new line, or null to drop it), so that a page shown next (the
 * Training Center's overview after Back, issue 23) does not offer to resume an attempt already
 * submitted or exited while its refetch is on the way. Caches not yet filled are left alone.
 */
export function updateCachedAttempt(
  queryClient: QueryClient,
  attemptId: string,
  change: (line: AttemptSummary) => AttemptSummary | null,
): void {
  const rewrite = (lines: AttemptSummary[]) =>
    lines.flatMap((line) => {
      if (line.id !== attemptId) return [line];
      const next = change(line);
      return next ? [next] : [];
    });
  queryClient.setQueryData(attemptHistoryQuery.queryKey, (history) =>
    history ? { ...history, attempts: rewrite(history.attempts) } : history,
  );
  queryClient.setQueryData(progressQuery.queryKey, (progress) =>
    progress ? { ...progress, recentAttempts: rewrite(progress.recentAttempts) } : progress,
  );
}
