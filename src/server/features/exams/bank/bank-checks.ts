import { CAT_EXAMS } from '../../../../shared/exams/cat/cat-exams';
import {
  CLIENT_NEEDS,
  CLIENT_NEEDS_PERCENT_RANGES,
  type ClientNeed,
  DIFFICULTIES,
  type Difficulty,
  EXAMS,
  type ExamId,
  PN_CLIENT_NEEDS_PERCENT_RANGES,
  SUBJECT_MINIMUM_ITEMS,
  SUBJECTS,
  type Subject,
} from '../../../../shared/exams/question-bank';
import { formatPercent, percentOf, type SummaryTable } from '../../../../shared/items/bank-rules';
import {
  ITEM_TYPES,
  type ItemType,
  type ItemTypeSummaries,
  itemChoiceLists,
  itemComparableText,
  itemContentFlaws,
  itemTypeModule,
} from '../../../../shared/items/registry';
import { cueProblems, measureCues } from './cue-measures';
import { findSamePointItems, findSimilarItems, likeness } from './item-similarity';
import type { AuthoredQuestion } from './load-question-bank';

/**
 * Each difficulty must hold at least this share of items, in percent, so the adaptive test finds
 * items across the ability range (issue 24).
 */
export const DIFFICULTY_MIN_PERCENT = 20;

/** One problem found: where (a file and item, or the whole bank) and why, as a sentence. */
export interface ContentProblem {
  /** The content file, relative to the project root; absent for a problem of the whole bank. */
  file?: string;
  itemId?: string;
  reason: string;
  /** For a figure of the whole bank out of its bound: which figure (a category under a plan, a cue measure). */
  measure?: string;
}

/**
 * Counts of the bank by item type (the types it holds), subject, client need and difficulty, and
 * each item type's own counts (its `bankRules`): multiple-choice items by key letter and how often
 * the key is the longest option, select-all-that-apply items by number of keys.
 */
export type BankSummary = {
  total: number;
  byItemType: Partial<Record<ItemType, number>>;
  /** Items not in a case study, by type. */
  standAloneByItemType: Partial<Record<ItemType, number>>;
  /** Case studies (item groups), each of six items. */
  caseStudies: number;
  /** Stand-alone items with exhibits (trend items show data over time in them). */
  trendItems: number;
  bySubject: Record<Subject, number>;
  byClientNeed: Record<ClientNeed, number>;
  byDifficulty: Record<Difficulty, number>;
  /** Items that fit each exam (an item may fit both). */
  byExam: Record<ExamId, number>;
  /** The items that fit the PN, by client-needs category. */
  pnByClientNeed: Record<ClientNeed, number>;
} & ItemTypeSummaries;

const countBy = <K extends string>(keys: readonly K[], values: readonly K[]): Record<K, number> => {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) counts[value]++;
  return counts;
};

/** The item types that have bank rules, with their rules. */
const typesWithBankRules = ITEM_TYPES.flatMap((type) => {
  const rules = itemTypeModule(type).bankRules;
  return rules ? [{ type, rules }] : [];
});

/** Counts the bank (see BankSummary). */
export function summarizeBank(items: readonly AuthoredQuestion[]): BankSummary {
  const byItemType: Partial<Record<ItemType, number>> = {};
  const standAloneByItemType: Partial<Record<ItemType, number>> = {};
  for (const item of items) {
    byItemType[item.itemType] = (byItemType[item.itemType] ?? 0) + 1;
    if (!item.groupId) standAloneByItemType[item.itemType] = (standAloneByItemType[item.itemType] ?? 0) + 1;
  }
  const ofTypes = typesWithBankRules.map(({ type, rules }) =>
    rules.summarize(items.filter((item) => item.itemType === type)),
  );
  return Object.assign(
    {
      total: items.length,
      byItemType,
      standAloneByItemType,
      caseStudies: new Set(items.flatMap((item) => (item.groupId ? [item.groupId] : []))).size,
      trendItems: items.filter((item) => !item.groupId && item.exhibits).length,
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
      byExam: countBy(
        EXAMS,
        items.flatMap((item) => item.exams ?? []),
      ),
      pnByClientNeed: countBy(
        CLIENT_NEEDS,
        items.filter((item) => item.exams?.includes('pn')).map((item) => item.clientNeeds),
      ),
    },
    ...ofTypes,
  ) as BankSummary;
}

/**
 * Problems of single items: the item-writing flaws of each item (`itemContentFlaws`), items whose stem and
 * options (each type's comparable text) repeat or nearly repeat another item's, and items that test the
 * same point as another (alike topic and keys: `findSamePointItems`); each pair reported once, on the later item.
 */
export function checkItems(items: readonly AuthoredQuestion[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const item of items) {
    for (const reason of itemContentFlaws(item)) problems.push({ file: item.sourceFile, itemId: item.id, reason });
  }
  const comparable = items.map((item) => ({ ...itemComparableText(item), item }));
  for (const { first, second, similarity } of findSimilarItems(comparable)) {
    problems.push({
      file: second.item.sourceFile,
      itemId: second.item.id,
      reason: `${likeness(similarity)} "${first.item.id}" (${first.item.sourceFile}).`,
    });
  }
  const points = items.map((item) => ({
    item,
    topic: item.topic,
    keys: itemChoiceLists(item).flatMap((list) => list.keys.map((key) => list.options[key] ?? '')),
  }));
  for (const { first, second, similarity } of findSamePointItems(points)) {
    problems.push({
      file: second.item.sourceFile,
      itemId: second.item.id,
      reason: `tests the same point as "${first.item.id}" (${first.item.sourceFile}): alike topics and keys ${Math.round(similarity * 100)}% alike; test another point.`,
    });
  }
  return problems;
}

/**
 * Problems of the bank against the test plans' shares: every client-needs category within its
 * NCLEX-RN range over the whole bank, and within its NCLEX-PN range (by its PN name) over the items
 * that fit the PN.
 */
export function checkPlanShares(summary: BankSummary): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const need of CLIENT_NEEDS) {
    const { min, max } = CLIENT_NEEDS_PERCENT_RANGES[need];
    const percent = percentOf(summary.byClientNeed[need], summary.total);
    if (percent < min || percent > max) {
      problems.push({
        measure: `NCLEX-RN: ${need}`,
        reason: `${need} holds ${formatPercent(percent)} of items; the NCLEX-RN test plan range is ${min}-${max}%.`,
      });
    }
  }
  const pnTotal = summary.byExam.pn;
  // No item fits the PN: checkBankSize says so; the shares would repeat it eight times.
  for (const need of pnTotal === 0 ? [] : CLIENT_NEEDS) {
    const { min, max } = PN_CLIENT_NEEDS_PERCENT_RANGES[need];
    const percent = percentOf(summary.pnByClientNeed[need], pnTotal);
    if (percent < min || percent > max) {
      problems.push({
        measure: `NCLEX-PN: ${need}`,
        reason: `${CAT_EXAMS.pn.categoryLabels[need]} holds ${formatPercent(percent)} of the items that fit the PN; the NCLEX-PN test plan range is ${min}-${max}%.`,
      });
    }
  }
  return problems;
}

/**
 * Problems of the bank as a whole: the test plans' shares (checkPlanShares), the per-subject
 * minimums, each item type's bank rules (among multiple-choice items, the spread of keys over A-D;
 * among SATA items, one key and all keys) and the share of each difficulty.
 */
export function checkDistribution(summary: BankSummary): ContentProblem[] {
  const problems: ContentProblem[] = [...checkPlanShares(summary)];
  const share = (count: number) => percentOf(count, summary.total);
  for (const subject of SUBJECTS) {
    const minimum = SUBJECT_MINIMUM_ITEMS[subject];
    if (summary.bySubject[subject] < minimum) {
      problems.push({ reason: `${subject} has ${summary.bySubject[subject]} items; it needs at least ${minimum}.` });
    }
  }
  for (const { type, rules } of typesWithBankRules) {
    for (const reason of rules.check(summary, summary.byItemType[type] ?? 0)) problems.push({ reason });
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

/**
 * What the bank must hold (issue 24: a bank as large and as NGN-rich as those candidates compare it
 * with): at least 1,600 items, 400 of them fitting the PN; 60 case studies (NCSBN asks three per
 * exam); 400 select-all-that-apply, 50 bow-tie, 100 calculation and 25 of every other NGN type
 * (case-study items included); 30 trend items; and 10 stand-alone items of every NGN type, so NGN
 * Practice can ask each type on its own.
 */
export const BANK_MINIMUMS = {
  total: 1600,
  pnItems: 400,
  caseStudies: 60,
  trendItems: 30,
  byItemType: { 'select-all-that-apply': 400, 'bow-tie': 50, calculation: 100 } as Partial<Record<ItemType, number>>,
  /** Every other type but multiple choice, case-study items included. */
  otherType: 25,
  /** Stand-alone items of every type but the classic two. */
  standAloneNgnType: 10,
} as const;

const CLASSIC_TYPES: readonly ItemType[] = ['multiple-choice', 'select-all-that-apply'];

/** The items the bank needs of `type` in all (BANK_MINIMUMS), 0 for multiple choice. */
export function typeMinimum(type: ItemType): number {
  if (type === 'multiple-choice') return 0;
  return BANK_MINIMUMS.byItemType[type] ?? BANK_MINIMUMS.otherType;
}

/** The stand-alone items the bank needs of `type`, 0 for the classic types. */
export function standAloneMinimum(type: ItemType): number {
  if (CLASSIC_TYPES.includes(type)) return 0;
  return BANK_MINIMUMS.standAloneNgnType;
}

/** Problems of the bank's size and make-up against BANK_MINIMUMS, as sentences. */
export function checkBankSize(summary: BankSummary): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const atLeast = (what: string, count: number, minimum: number) => {
    if (count < minimum) problems.push({ reason: `the bank has ${count} ${what}; it needs at least ${minimum}.` });
  };
  atLeast('items', summary.total, BANK_MINIMUMS.total);
  atLeast('items that fit the PN', summary.byExam.pn, BANK_MINIMUMS.pnItems);
  atLeast('case studies', summary.caseStudies, BANK_MINIMUMS.caseStudies);
  atLeast('trend items', summary.trendItems, BANK_MINIMUMS.trendItems);
  for (const type of ITEM_TYPES) {
    atLeast(`${type} items`, summary.byItemType[type] ?? 0, typeMinimum(type));
    atLeast(`stand-alone ${type} items`, summary.standAloneByItemType[type] ?? 0, standAloneMinimum(type));
  }
  return problems;
}

/** A problem as one line: `file: item "id": reason`, or `bank: reason`. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.file ? `${problem.file}: ${problem.itemId ? `item "${problem.itemId}": ` : ''}` : 'bank: ';
  return `${where}${problem.reason}`;
}

function table({ title, rows, total }: SummaryTable): string {
  const width = Math.max(title.length, ...rows.map(([label]) => label.length));
  const lines = [`${title.padEnd(width)}  Items       %  Required`];
  for (const [label, count, required] of rows) {
    lines.push(
      `${label.padEnd(width)}  ${String(count).padStart(5)}  ${formatPercent(percentOf(count, total)).padStart(6)}  ${required}`,
    );
  }
  return lines.join('\n');
}

/**
 * The titles of the summary's tables: the content:check report for the bank's authors, in English
 * like the rest of that command's output (not the interface's text).
 */
const TABLE_TITLES = {
  allTypes: 'Item type (all)',
  standAloneTypes: 'Item type (stand-alone)',
  caseStudies: 'Case studies',
  subject: 'Subject',
  clientNeeds: 'Client needs',
  exams: 'Exams (an item may fit both)',
  pnClientNeeds: 'Client needs (items that fit the PN)',
  difficulty: 'Difficulty',
} as const;

/** The summary as plain-text tables: items per type, subject, client need and difficulty, then each type's own tables. */
export function formatBankSummary(summary: BankSummary): string {
  const { total } = summary;
  const common: SummaryTable[] = [
    {
      title: TABLE_TITLES.allTypes,
      rows: [
        ['all items', total, `at least ${BANK_MINIMUMS.total}`],
        ...ITEM_TYPES.map((type): [string, number, string] => {
          const minimum = typeMinimum(type);
          return [type, summary.byItemType[type] ?? 0, minimum ? `at least ${minimum}` : ''];
        }),
      ],
      total,
    },
    {
      title: TABLE_TITLES.standAloneTypes,
      rows: [
        ...ITEM_TYPES.map((type): [string, number, string] => {
          const minimum = standAloneMinimum(type);
          return [type, summary.standAloneByItemType[type] ?? 0, minimum ? `at least ${minimum}` : ''];
        }),
        ['trend items (with exhibits)', summary.trendItems, `at least ${BANK_MINIMUMS.trendItems}`],
      ],
      total,
    },
    {
      title: TABLE_TITLES.caseStudies,
      rows: [['case studies (6 items each)', summary.caseStudies, `at least ${BANK_MINIMUMS.caseStudies}`]],
      total: summary.caseStudies,
    },
    {
      title: TABLE_TITLES.subject,
      rows: SUBJECTS.map((s) => [s, summary.bySubject[s], `at least ${SUBJECT_MINIMUM_ITEMS[s]}`]),
      total,
    },
    {
      title: TABLE_TITLES.clientNeeds,
      rows: CLIENT_NEEDS.map((n) => {
        const { min, max } = CLIENT_NEEDS_PERCENT_RANGES[n];
        return [n, summary.byClientNeed[n], `${min}-${max}%`];
      }),
      total,
    },
    {
      title: TABLE_TITLES.exams,
      rows: [
        ['NCLEX-RN', summary.byExam.rn, ''],
        ['NCLEX-PN', summary.byExam.pn, `at least ${BANK_MINIMUMS.pnItems}`],
      ],
      total,
    },
    {
      title: TABLE_TITLES.pnClientNeeds,
      rows: CLIENT_NEEDS.map((n) => {
        const { min, max } = PN_CLIENT_NEEDS_PERCENT_RANGES[n];
        return [CAT_EXAMS.pn.categoryLabels[n], summary.pnByClientNeed[n], `${min}-${max}%`];
      }),
      total: summary.byExam.pn,
    },
    {
      title: TABLE_TITLES.difficulty,
      rows: DIFFICULTIES.map((d) => [d, summary.byDifficulty[d], `at least ${DIFFICULTY_MIN_PERCENT}%`]),
      total,
    },
  ];
  const ofTypes = typesWithBankRules.flatMap(({ type, rules }) => rules.tables(summary, summary.byItemType[type] ?? 0));
  return [`Question bank: ${total} items`, ...[...common, ...ofTypes].map(table)].join('\n\n');
}

/**
 * The test-plan shares and cue measures that hold for the bank `before` and would fail `after`
 * (issue 24: content:import refuses a file that would break one, saying which); a figure already
 * out of bounds before does not refuse the file.
 */
export function sharesAndCuesBroken(
  before: readonly AuthoredQuestion[],
  after: readonly AuthoredQuestion[],
): ContentProblem[] {
  const guarded = (items: readonly AuthoredQuestion[]) => [
    ...checkPlanShares(summarizeBank(items)),
    ...cueProblems(measureCues(items)),
  ];
  const failing = new Set(guarded(before).map((problem) => problem.measure));
  return guarded(after).filter((problem) => !failing.has(problem.measure));
}
