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

/** A made-up word unique to (n, k), so that factory items share almost no text and never look like duplicates. */
function word(n: number, k: number): string {
  let value = n * 97 + k * 7919;
  let text = '';
  for (let i = 0; i < 6; i++) {
    text += String.fromCharCode(97 + (value % 26));
    value = Math.floor(value / 26) + 11 * (i + 1);
  }
  return text;
}

/**
 * Builds a valid authored question free of item-writing flaws; `n` makes the id, text and key
 * distinct and spreads the key over A-D (n % 4). Any field can be overridden.
 */
export function buildQuestion(n: number, overrides: Partial<AuthoredQuestion> = {}): AuthoredQuestion {
  return {
    id: `test-${String(n).padStart(3, '0')}`,
    itemType: 'multiple-choice',
    stem: `Test stem ${n}: a client with ${word(n, 1)} ${word(n, 2)} reports ${word(n, 3)} ${word(n, 4)}. Which action should the nurse take first?`,
    options: [1, 2, 3, 4].map((k) => `${word(n, 10 * k)} ${word(n, 10 * k + 1)} ${word(n, 10 * k + 2)}`),
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
