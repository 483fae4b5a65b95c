import { CLIENT_NEEDS, DIFFICULTIES, type ExamId, SUBJECTS, type Subject } from '../../shared/exams/question-bank';
import { CJMM_STEPS } from '../../shared/items/cjmm-steps';
import type { MultipleChoiceItem } from '../../shared/items/multiple-choice/schemas';
import { OPTION_LETTERS } from '../../shared/items/option-letters';
import type { SelectAllThatApplyItem } from '../../shared/items/select-all-that-apply/schemas';
import type { AuthoredCaseStudy } from '../features/exams/bank/load-case-studies';
import type { AuthoredQuestion } from '../features/exams/bank/load-question-bank';

const MULTIPLE_CHOICE_LETTERS = OPTION_LETTERS.slice(0, 4);

/** An explanation in the bank's style: "<key> is correct. ..." then "<letter> is wrong because ..." for the others. */
export function explanationFor(correctAnswer: number, n: number): string {
  const key = MULTIPLE_CHOICE_LETTERS[correctAnswer];
  const others = MULTIPLE_CHOICE_LETTERS.filter((letter) => letter !== key);
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

function common(n: number) {
  return {
    stem: `Test stem ${n}: a client with ${word(n, 1)} ${word(n, 2)} reports ${word(n, 3)} ${word(n, 4)}. Which action should the nurse take first?`,
    subject: SUBJECTS[n % SUBJECTS.length] ?? 'Fundamentals of Nursing',
    topic: `Topic ${n}`,
    difficulty: DIFFICULTIES[n % DIFFICULTIES.length] ?? 'medium',
    clientNeeds: CLIENT_NEEDS[n % CLIENT_NEEDS.length] ?? 'Management of Care',
    exams: n % 2 === 0 ? (['rn', 'pn'] as ExamId[]) : (['rn'] as ExamId[]),
    reference: `Clinical practice guideline on topic ${n} (2024)`,
    sourceFile: 'content/questions/test.json',
  };
}

/** A multiple-choice item with the file it came from. */
export type MultipleChoiceQuestion = MultipleChoiceItem & { sourceFile: string };
/** A select-all-that-apply item with the file it came from. */
export type SataQuestion = SelectAllThatApplyItem & { sourceFile: string };

/**
 * Builds a valid multiple-choice item free of item-writing flaws; `n` makes the id, text and key
 * distinct and spreads the key over A-D (n % 4). Any field can be overridden.
 */
export function buildQuestion(n: number, overrides: Partial<MultipleChoiceQuestion> = {}): MultipleChoiceQuestion {
  return {
    id: `test-${String(n).padStart(3, '0')}`,
    itemType: 'multiple-choice',
    ...common(n),
    options: [1, 2, 3, 4].map((k) => `${word(n, 10 * k)} ${word(n, 10 * k + 1)} ${word(n, 10 * k + 2)}`),
    correctAnswer: n % 4,
    explanation: explanationFor(n % 4, n),
    ...overrides,
  };
}

/**
 * Builds a valid select-all-that-apply item: five options, keys A, C and D (indexes 0, 2, 3) unless
 * overridden, an explanation that discusses every option. Any field can be overridden.
 */
export function buildSataQuestion(n: number, overrides: Partial<SataQuestion> = {}): SataQuestion {
  const options = overrides.options ?? [1, 2, 3, 4, 5].map((k) => `${word(n, 10 * k)} ${word(n, 10 * k + 1)} sata`);
  const correctAnswers = overrides.correctAnswers ?? [0, 2, 3];
  return {
    id: `sata-${String(n).padStart(3, '0')}`,
    itemType: 'select-all-that-apply',
    ...common(n),
    stem: `Test stem ${n}: a client with ${word(n, 5)} ${word(n, 6)}. Which actions should the nurse take? Select all that apply.`,
    options,
    correctAnswers,
    explanation: options
      .map((_, i) => `${OPTION_LETTERS[i]} is ${correctAnswers.includes(i) ? 'correct' : 'wrong'} because of ${n}.`)
      .join(' '),
    ...overrides,
  };
}

/** A bank of `count` distinct valid multiple-choice items, ids test-001 upward. */
export function buildQuestionBank(count: number): AuthoredQuestion[] {
  return Array.from({ length: count }, (_, i) => buildQuestion(i + 1));
}

/**
 * A valid case study of six multiple-choice items in CJMM order (ids `cs-test-<n>-1` to `-6`), its
 * chart a note from the first item and a vital-signs tab from the fourth, as the loader returns it.
 */
export function buildCaseStudy(
  n: number,
  subject: Subject = 'Medical-Surgical Nursing',
): { group: AuthoredCaseStudy; items: AuthoredQuestion[] } {
  const id = `cs-test-${n}`;
  const sourceFile = `content/case-studies/${id}.json`;
  const group: AuthoredCaseStudy = {
    id,
    kind: 'case-study',
    title: `Test case study ${n}`,
    scenario: `A client with ${word(n, 7)} is admitted for observation.`,
    chart: [
      {
        title: "Nurses' Notes",
        entries: [{ shownFromItem: 0, block: { kind: 'note', time: '0800', text: 'Alert.' } }],
      },
      {
        title: 'Vital Signs',
        entries: [{ shownFromItem: 3, block: { kind: 'table', columns: ['Time', '1000'], rows: [['HR', '112']] } }],
      },
    ],
    sourceFile,
  };
  const items = CJMM_STEPS.map((cjmmStep, position) => ({
    ...buildQuestion(n * 10 + position, { subject, sourceFile, cjmmStep }),
    id: `${id}-${position + 1}`,
    groupId: id,
    groupPosition: position,
  }));
  return { group, items };
}
