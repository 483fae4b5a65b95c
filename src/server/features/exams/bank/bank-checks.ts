import {
  CLIENT_NEEDS,
  CLIENT_NEEDS_PERCENT_RANGES,
  type ClientNeed,
  DIFFICULTIES,
  type Difficulty,
  SUBJECT_MINIMUM_ITEMS,
  SUBJECTS,
  type Subject,
} from '../../../../shared/exams/question-bank';
import { keyIsLongestOption, type MultipleChoiceItem } from '../../../../shared/items/multiple-choice';
import { ITEM_TYPES, type ItemType, itemContentFlaws } from '../../../../shared/items/registry';
import { findSimilarItems, likeness } from './item-similarity';
import type { AuthoredQuestion } from './load-question-bank';

/** Letters of the four options of a multiple-choice item, whose keys must be spread evenly. */
const MULTIPLE_CHOICE_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Each key letter must be the key of this share of multiple-choice items, in percent (inclusive). */
export const KEY_LETTER_PERCENT_RANGE = { min: 20, max: 30 } as const;
/** At most this share of multiple-choice items, in percent, may have the key as their longest option. */
export const LONGEST_KEY_MAX_PERCENT = 35;
/** Each difficulty must hold at least this share of items, in percent, so both are well represented. */
export const DIFFICULTY_MIN_PERCENT = 30;

/** One problem found: where (a file and item, or the whole bank) and why, as a sentence. */
export interface ContentProblem {
  /** The content file, relative to the project root; absent for a problem of the whole bank. */
  file?: string;
  itemId?: string;
  reason: string;
}

/**
 * Counts of the bank by item type, subject, client need and difficulty; for multiple-choice items
 * by key letter and how often the key is the longest option; for select-all-that-apply items by
 * number of keys.
 */
export interface BankSummary {
  total: number;
  byItemType: Record<ItemType, number>;
  bySubject: Record<Subject, number>;
  byClientNeed: Record<ClientNeed, number>;
  byDifficulty: Record<Difficulty, number>;
  byKeyLetter: Record<string, number>;
  keyIsLongest: number;
  /** Select-all-that-apply items by their number of keys ("2", "3", ...). */
  byKeyCount: Record<string, number>;
}

const countBy = <K extends string>(keys: readonly K[], values: readonly K[]): Record<K, number> => {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) counts[value]++;
  return counts;
};

/** Percent of `part` in `total`, 0 for an empty bank. */
const percentOf = (part: number, total: number): number => (total === 0 ? 0 : (part / total) * 100);

const formatPercent = (value: number) => `${value.toFixed(1)}%`;

/** Counts the bank (see BankSummary). */
export function summarizeBank(items: readonly AuthoredQuestion[]): BankSummary {
  const multipleChoice = items.filter((item): item is MultipleChoiceItem & AuthoredQuestion => 'correctAnswer' in item);
  const byKeyCount: Record<string, number> = {};
  for (const item of items) {
    if ('correctAnswers' in item) {
      const count = String(item.correctAnswers.length);
      byKeyCount[count] = (byKeyCount[count] ?? 0) + 1;
    }
  }
  return {
    total: items.length,
    byItemType: countBy(
      ITEM_TYPES,
      items.map((item) => item.itemType),
    ),
    bySubject: countBy(
      SUBJECTS,
      items.map((item) => item.subject),
    ),
    byClientNeed: countBy(
      CLIENT_NEEDS,
      items.map((item) => item.clientNeeds),
    ),
    byDifficulty: countBy(
      DIFFICULTIES,
      items.map((item) => item.difficulty),
    ),
    byKeyLetter: countBy(
      MULTIPLE_CHOICE_LETTERS,
      multipleChoice.map((item) => MULTIPLE_CHOICE_LETTERS[item.correctAnswer] ?? 'A'),
    ),
    keyIsLongest: multipleChoice.filter(keyIsLongestOption).length,
    byKeyCount,
  };
}

/**
 * Problems of single items: the item-writing flaws of each item's type (`itemContentFlaws`) and items whose stem and
 * options repeat or nearly repeat another item's (each pair reported once, on the later item).
 */
export function checkItems(items: readonly AuthoredQuestion[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const item of items) {
    for (const reason of itemContentFlaws(item)) problems.push({ file: item.sourceFile, itemId: item.id, reason });
  }
  for (const { first, second, similarity } of findSimilarItems(items)) {
    problems.push({
      file: second.sourceFile,
      itemId: second.id,
      reason: `${likeness(similarity)} "${first.id}" (${first.sourceFile}).`,
    });
  }
  return problems;
}

/**
 * Problems of the bank as a whole: the NCLEX-RN client-needs ranges, the per-subject minimums, the
 * share of each difficulty and, among multiple-choice items, the spread of keys over A-D and how
 * often the key is the longest option.
 */
export function checkDistribution(summary: BankSummary): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const share = (count: number) => percentOf(count, summary.total);
  const shareOfMultipleChoice = (count: number) => percentOf(count, summary.byItemType['multiple-choice']);
  for (const need of CLIENT_NEEDS) {
    const { min, max } = CLIENT_NEEDS_PERCENT_RANGES[need];
    const percent = share(summary.byClientNeed[need]);
    if (percent < min || percent > max) {
      problems.push({
        reason: `${need} holds ${formatPercent(percent)} of items; the NCLEX-RN test plan range is ${min}-${max}%.`,
      });
    }
  }
  for (const subject of SUBJECTS) {
    const minimum = SUBJECT_MINIMUM_ITEMS[subject];
    if (summary.bySubject[subject] < minimum) {
      problems.push({ reason: `${subject} has ${summary.bySubject[subject]} items; it needs at least ${minimum}.` });
    }
  }
  for (const letter of MULTIPLE_CHOICE_LETTERS) {
    const percent = shareOfMultipleChoice(summary.byKeyLetter[letter] ?? 0);
    const { min, max } = KEY_LETTER_PERCENT_RANGE;
    if (percent < min || percent > max) {
      problems.push({
        reason: `${letter} is the key of ${formatPercent(percent)} of multiple-choice items; it must be ${min}-${max}%.`,
      });
    }
  }
  const longest = shareOfMultipleChoice(summary.keyIsLongest);
  if (longest > LONGEST_KEY_MAX_PERCENT) {
    problems.push({
      reason: `the key is the longest option in ${formatPercent(longest)} of multiple-choice items; at most ${LONGEST_KEY_MAX_PERCENT}% keeps length from cueing the answer.`,
    });
  }
  for (const difficulty of DIFFICULTIES) {
    const percent = share(summary.byDifficulty[difficulty]);
    if (percent < DIFFICULTY_MIN_PERCENT) {
      problems.push({
        reason: `${difficulty} items are ${formatPercent(percent)} of the bank; each difficulty needs at least ${DIFFICULTY_MIN_PERCENT}%.`,
      });
    }
  }
  return problems;
}

/** A problem as one line: `file: item "id": reason`, or `bank: reason`. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.file ? `${problem.file}: ${problem.itemId ? `item "${problem.itemId}": ` : ''}` : 'bank: ';
  return `${where}${problem.reason}`;
}

function table(title: string, rows: [string, number, string][], total: number): string {
  const width = Math.max(title.length, ...rows.map(([label]) => label.length));
  const lines = [`${title.padEnd(width)}  Items       %  Required`];
  for (const [label, count, required] of rows) {
    lines.push(
      `${label.padEnd(width)}  ${String(count).padStart(5)}  ${formatPercent(percentOf(count, total)).padStart(6)}  ${required}`,
    );
  }
  return lines.join('\n');
}

/** The summary as plain-text tables (items per type, subject, client need, difficulty, key letter and key count). */
export function formatBankSummary(summary: BankSummary): string {
  const { total } = summary;
  const multipleChoice = summary.byItemType['multiple-choice'];
  const sata = summary.byItemType['select-all-that-apply'];
  const keyRange = `${KEY_LETTER_PERCENT_RANGE.min}-${KEY_LETTER_PERCENT_RANGE.max}%`;
  return [
    `Question bank: ${total} items`,
    table(
      'Item type',
      ITEM_TYPES.map((type) => [type, summary.byItemType[type], '']),
      total,
    ),
    table(
      'Subject',
      SUBJECTS.map((s) => [s, summary.bySubject[s], `at least ${SUBJECT_MINIMUM_ITEMS[s]}`]),
      total,
    ),
    table(
      'Client needs',
      CLIENT_NEEDS.map((n) => {
        const { min, max } = CLIENT_NEEDS_PERCENT_RANGES[n];
        return [n, summary.byClientNeed[n], `${min}-${max}%`];
      }),
      total,
    ),
    table(
      'Difficulty',
      DIFFICULTIES.map((d) => [d, summary.byDifficulty[d], `at least ${DIFFICULTY_MIN_PERCENT}%`]),
      total,
    ),
    table(
      'Key letter (multiple choice)',
      MULTIPLE_CHOICE_LETTERS.map((l) => [l, summary.byKeyLetter[l] ?? 0, keyRange]),
      multipleChoice,
    ),
    table(
      'Key is the longest option (multiple choice)',
      [['items', summary.keyIsLongest, `at most ${LONGEST_KEY_MAX_PERCENT}%`]],
      multipleChoice,
    ),
    table(
      'Keys per item (select all that apply)',
      Object.keys(summary.byKeyCount)
        .sort()
        .map((count) => [`${count} keys`, summary.byKeyCount[count] ?? 0, '']),
      sata,
    ),
  ].join('\n\n');
}
