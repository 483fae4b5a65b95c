import { OPTION_LETTERS } from '../../shared/exams/rules';
import { CLIENT_NEEDS, SUBJECTS } from '../../shared/question-bank';
import type { AuthoredQuestion } from '../features/questions/load-question-bank';

/** An explanation in the bank's style: "<key> is correct. ..." then "<letter> is wrong because ..." for the others. */
export function explanationFor(correctAnswer: number, n: number): string {
  const key = OPTION_LETTERS[correctAnswer];
  const others = OPTION_LETTERS.filter((letter) => letter !== key);
  return [`${key} is correct for reason ${n}.`, ...others.map((letter) => `${letter} is wrong because of ${n}.`)].join(
    ' ',
  );
}

/**
 * Builds a valid authored question free of item-writing flaws; `n` makes the id, text and key
 * distinct and spreads the key over A-D (n % 4). Any field can be overridden.
 */
export function buildQuestion(n: number, overrides: Partial<AuthoredQuestion> = {}): AuthoredQuestion {
  return {
    id: `test-${String(n).padStart(3, '0')}`,
    itemType: 'multiple-choice',
    stem: `Test stem ${n}: a client ${n} years old reports finding ${n * 7}. Which action should the nurse take first?`,
    options: [`Option A of ${n}`, `Option B of ${n}`, `Option C of ${n}`, `Option D of ${n}`],
    correctAnswer: n % 4,
    explanation: explanationFor(n % 4, n),
    subject: SUBJECTS[n % SUBJECTS.length] ?? 'Fundamentals of Nursing',
    topic: `Topic ${n}`,
    difficulty: n % 2 === 0 ? 'medium' : 'hard',
    clientNeeds: CLIENT_NEEDS[n % CLIENT_NEEDS.length] ?? 'Management of Care',
    reference: `Nursing textbook: topic ${n}`,
    sourceFile: 'content/questions/test.json',
    ...overrides,
  };
}

/** A bank of `count` distinct valid questions, ids test-001 upward. */
export function buildQuestionBank(count: number): AuthoredQuestion[] {
  return Array.from({ length: count }, (_, i) => buildQuestion(i + 1));
}
