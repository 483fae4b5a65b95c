import { CLIENT_NEEDS, SUBJECTS } from '../../shared/question-bank';
import type { AuthoredQuestion } from '../features/questions/load-question-bank';

/**
 * Builds a valid authored question; `n` makes the id, text and key distinct and spreads the key
 * over A-D (n % 4). Any field can be overridden.
 */
export function buildQuestion(n: number, overrides: Partial<AuthoredQuestion> = {}): AuthoredQuestion {
  return {
    id: `test-${String(n).padStart(3, '0')}`,
    itemType: 'multiple-choice',
    stem: `Test stem number ${n}: which action should the nurse take first?`,
    options: [`Option A of ${n}`, `Option B of ${n}`, `Option C of ${n}`, `Option D of ${n}`],
    correctAnswer: n % 4,
    explanation: `Explanation ${n}: the key is right; each distractor is wrong.`,
    subject: SUBJECTS[n % SUBJECTS.length] ?? 'Fundamentals of Nursing',
    topic: `Topic ${n}`,
    difficulty: n % 2 === 0 ? 'medium' : 'hard',
    clientNeeds: CLIENT_NEEDS[n % CLIENT_NEEDS.length] ?? 'Management of Care',
    sourceFile: 'content/questions/test.json',
    ...overrides,
  };
}

/** A bank of `count` distinct valid questions, ids test-001 upward. */
export function buildQuestionBank(count: number): AuthoredQuestion[] {
  return Array.from({ length: count }, (_, i) => buildQuestion(i + 1));
}
