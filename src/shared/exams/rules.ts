/**
 * Exam rules and constants shared by the server (which scores) and the client (which displays).
 * Spec §4 "Quiz", §5 "Pass mark", §9 "Sample test".
 */

/** The free sample test: 10 questions in 15 minutes (spec §9). */
export const SAMPLE_TEST = {
  questionCount: 10,
  timeLimitSeconds: 15 * 60,
} as const;

/** A result of 75% or more, rounded, passes (spec §5, §9). */
export const PASS_MARK_PERCENT = 75;

/** Options are lettered A-D (spec §9). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The stored value of an unanswered question (spec §3 "Exam result"). */
export const UNANSWERED = -1;

/**
 * Answers saved up to this many seconds after the deadline still count, so that a choice made in
 * the last second is not lost to network latency. Submission itself is always accepted.
 */
export const ANSWER_GRACE_SECONDS = 5;

/** Score bands by percentage, highest first (spec §9). */
export const SCORE_BANDS = [
  { minPercent: 85, label: 'Excellent' },
  { minPercent: 75, label: 'Good' },
  { minPercent: 65, label: 'Fair' },
  { minPercent: 0, label: 'Needs Improvement' },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number]['label'];

/**
 * The score: how many answers equal the correct index (spec §4 "Quiz"). Unanswered (-1) never
 * matches. `answers[i]` belongs to the question whose key is `correctAnswers[i]`.
 */
export function countCorrect(answers: readonly number[], correctAnswers: readonly number[]): number {
  return correctAnswers.reduce((score, key, i) => (answers[i] === key ? score + 1 : score), 0);
}

/** Percentage correct, rounded to a whole percent (0-100). A test with no questions scores 0. */
export function percentCorrect(score: number, total: number): number {
  return total === 0 ? 0 : Math.round((score / total) * 100);
}

/** True when the rounded percentage reaches the pass mark of 75% (spec §5). */
export function isPassing(percent: number): boolean {
  return percent >= PASS_MARK_PERCENT;
}

/** The band label for a rounded percentage: 85+ Excellent, 75+ Good, 65+ Fair, else Needs Improvement. */
export function scoreBand(percent: number): ScoreBand {
  const band = SCORE_BANDS.find((b) => percent >= b.minPercent);
  return band ? band.label : 'Needs Improvement';
}

/** The letter of a zero-based option index: 0 -> "A". Unknown indexes give "-". */
export function optionLetter(index: number): string {
  return OPTION_LETTERS[index] ?? '-';
}
