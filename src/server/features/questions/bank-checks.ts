import { OPTION_LETTERS } from '../../../shared/exams/rules';
import {
  CLIENT_NEEDS,
  CLIENT_NEEDS_PERCENT_RANGES,
  type ClientNeed,
  DIFFICULTIES,
  type Difficulty,
  SUBJECT_MINIMUM_ITEMS,
  SUBJECTS,
  type Subject,
} from '../../../shared/question-bank';
import { findItemFlaws, keyIsLongestOption } from './item-flaws';
import { findSimilarItems, likeness } from './item-similarity';
import type { AuthoredQuestion } from './load-question-bank';

/** Each key letter must be the key of this share of items, in percent (inclusive). */
export const KEY_LETTER_PERCENT_RANGE = { min: 20, max: 30 } as const;
/** At most this share of items, in percent, may have the key as their longest option. */
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

/** Counts of the bank by subject, client need, difficulty and key letter. */
export interface BankSummary {
  total: number;
  bySubject: Record<Subject, number>;
  byClientNeed: Record<ClientNeed, number>;
  byDifficulty: Record<Difficulty, number>;
  byKeyLetter: Record<string, number>;
  keyIsLongest: number;
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
  return {
    total: items.length,
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
      OPTION_LETTERS,
      items.map((item) => OPTION_LETTERS[item.correctAnswer] ?? 'A'),
    ),
    keyIsLongest: items.filter(keyIsLongestOption).length,
  };
}

/**
 * Problems of single items: the item-writing flaws of `findItemFlaws` and items whose stem and
 * options repeat or nearly repeat another item's (each pair reported once, on the later item).
 */
export function checkItems(items: readonly AuthoredQuestion[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const item of items) {
    for (const reason of findItemFlaws(item)) problems.push({ file: item.sourceFile, itemId: item.id, reason });
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
 * spread of keys over A-D, how often the key is the longest option, and the share of each difficulty.
 */
export function checkDistribution(summary: BankSummary): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const share = (count: number) => percentOf(count, summary.total);
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
  for (const letter of OPTION_LETTERS) {
    const percent = share(summary.byKeyLetter[letter] ?? 0);
    const { min, max } = KEY_LETTER_PERCENT_RANGE;
    if (percent < min || percent > max) {
      problems.push({
        reason: `${letter} is the key of ${formatPercent(percent)} of items; it must be ${min}-${max}%.`,
      });
    }
  }
  const longest = share(summary.keyIsLongest);
  if (longest > LONGEST_KEY_MAX_PERCENT) {
    problems.push({
      reason: `the key is the longest option in ${formatPercent(longest)} of items; at most ${LONGEST_KEY_MAX_PERCENT}% keeps length from cueing the answer.`,
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

/** The summary as plain-text tables (items per subject, client need, difficulty and key letter). */
export function formatBankSummary(summary: BankSummary): string {
  const { total } = summary;
  const keyRange = `${KEY_LETTER_PERCENT_RANGE.min}-${KEY_LETTER_PERCENT_RANGE.max}%`;
  return [
    `Question bank: ${total} items`,
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
      'Key letter',
      OPTION_LETTERS.map((l) => [l, summary.byKeyLetter[l] ?? 0, keyRange]),
      total,
    ),
    table('Key is the longest option', [['items', summary.keyIsLongest, `at most ${LONGEST_KEY_MAX_PERCENT}%`]], total),
  ].join('\n\n');
}
