import type { AttemptSummary } from '../../../shared/exams/attempt-schemas';

/**
 * A submitted attempt's result in words, questions first (issue 23): `questions` "7 of 30 questions
 * correct" (fully correct, every point earned, of those asked), then `points` "7/44 points (16%)".
 * An adaptive test is passed or failed on its ability estimate (decision 014), so its points line
 * says that instead of a percent that decides nothing. Null while the attempt is in progress.
 */
export function attemptScoreText(attempt: AttemptSummary): { questions: string; points: string } | null {
  if (attempt.status !== 'submitted') return null;
  const questions = `${attempt.correctCount ?? 0} of ${attempt.itemCount} ${attempt.itemCount === 1 ? 'question' : 'questions'} correct`;
  const points =
    attempt.formKind === 'adaptive'
      ? 'Passed or not on ability, not points'
      : `${attempt.score}/${attempt.possible} points (${attempt.percent}%)`;
  return { questions, points };
}
