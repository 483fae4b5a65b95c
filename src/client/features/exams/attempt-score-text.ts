import type { TFunction } from 'i18next';
import type { AttemptSummary } from '../../../shared/exams/attempt-schemas';
import { i18n } from '../../i18n/i18n';

/**
 * A submitted attempt's result in words, questions first (issue 23): `questions` "7 of 30 questions
 * correct" (fully correct, every point earned, of those asked), then `points` "7/44 points (16%)".
 * An adaptive test is passed or failed on its ability estimate (decision 014), so its points line
 * says that instead of a percent that decides nothing. Null while the attempt is in progress.
 * In the interface's language: pass a component's `t` (i18n.t when none is given).
 */
export function attemptScoreText(
  attempt: AttemptSummary,
  t: TFunction = i18n.t.bind(i18n),
): { questions: string; points: string } | null {
  if (attempt.status !== 'submitted') return null;
  const questions = t('{{correct}} of {{count}} questions correct', {
    correct: attempt.correctCount ?? 0,
    count: attempt.itemCount,
  });
  const points =
    attempt.formKind === 'adaptive'
      ? t('Passed or not on ability, not points')
      : t('{{score}}/{{possible}} points ({{percent}}%)', {
          score: attempt.score,
          possible: attempt.possible,
          percent: attempt.percent,
        });
  return { questions, points };
}
