import { formatPercent, percentOf } from '../../../../shared/items/bank-rules';
import type { ChoiceList } from '../../../../shared/items/choice-lists';
import { type ItemType, itemChoiceLists } from '../../../../shared/items/registry';
import type { AuthoredQuestion } from './load-question-bank';

/**
 * The test-wise cue measures of the bank (issue 24): rules a candidate could answer by without
 * nursing knowledge, each measured over every choice list of every item (`choiceLists` of its type:
 * options, drop-downs, tokens, spans, matrix rows, bow-tie lists) and held within a bound, so that
 * content:check fails when the bank drifts. Testwiseness cues as the item-writing literature names
 * them: Haladyna, Downing and Rodriguez, "A Review of Multiple-Choice Item-Writing Guidelines"
 * (Applied Measurement in Education, 2002); NBME, "Constructing Written Test Questions" (2016).
 */

/** An option that carries its own justification ("... because ...", "... so that ..."). */
export const JUSTIFICATION_CLAUSE = /\b(?:because|so that|to avoid|to prevent|until|in order to|since)\b/i;
/** An absolute word. */
export const ABSOLUTE_WORD = /\b(?:always|never|all|none|only|every|must|completely)\b/i;
/** A hedging word. */
export const HEDGE_WORD = /\b(?:may|might|usually|often|sometimes|generally|possibly)\b/i;

/** Keys and wrong entries carrying a clause or word may differ in share by at most this, percentage points. */
export const JUSTIFICATION_GAP_MAX_POINTS = 10;
/** The same for absolute and hedge words, rarer than clauses, so held closer. */
export const WORD_GAP_MAX_POINTS = 5;
/** A lone key may be the strictly shortest or longest entry this far from chance, percentage points. */
export const LENGTH_GAP_MAX_POINTS = 10;

/**
 * A measure needs this many choice lists to mean anything (a handful of items would swing it by
 * tens of points); below it, it is printed as too few to measure and holds.
 */
export const MIN_LISTS_MEASURED = 30;

/** One measure against its bound, as content:check prints it. */
export interface CueMeasure {
  name: string;
  /** The figure measured, as text ("keys 4.1%, wrong 6.0%": keys and wrong entries). */
  value: string;
  /** The bound, as text ("within 10 points"). */
  bound: string;
  ok: boolean;
}

interface Lists {
  label: string;
  lists: ChoiceList[];
}

function listsOf(items: readonly AuthoredQuestion[], types?: readonly ItemType[]): ChoiceList[] {
  return items.filter((item) => !types || types.includes(item.itemType)).flatMap((item) => itemChoiceLists(item));
}

/** Keys and wrong entries matching `pattern`, in percent of each. */
function shares(lists: readonly ChoiceList[], pattern: RegExp): { keys: number; wrong: number } {
  let keys = 0;
  let keysWith = 0;
  let wrong = 0;
  let wrongWith = 0;
  for (const list of lists) {
    list.options.forEach((option, index) => {
      const carries = pattern.test(option);
      if (list.keys.includes(index)) {
        keys++;
        if (carries) keysWith++;
      } else {
        wrong++;
        if (carries) wrongWith++;
      }
    });
  }
  return { keys: percentOf(keysWith, keys), wrong: percentOf(wrongWith, wrong) };
}

/** A measure of too few lists to judge: printed, and holding. */
const tooFew = (name: string, lists: number, bound: string): CueMeasure => ({
  name,
  value: `${lists} lists, too few to measure`,
  bound,
  ok: true,
});

function gapMeasure(name: string, lists: readonly ChoiceList[], pattern: RegExp, maxGap: number): CueMeasure {
  if (lists.length < MIN_LISTS_MEASURED) return tooFew(name, lists.length, `within ${maxGap} points`);
  const { keys, wrong } = shares(lists, pattern);
  return {
    name,
    value: `keys ${formatPercent(keys)}, wrong ${formatPercent(wrong)}`,
    bound: `within ${maxGap} points`,
    ok: Math.abs(keys - wrong) <= maxGap,
  };
}

/** The single-key lists of 3 or more entries, whose key's length against the others can cue it. */
const lengthCueLists = (lists: readonly ChoiceList[]) =>
  lists.filter((list) => list.single && list.options.length >= 3);

/** Single-key lists of 3 or more entries: how often the key is strictly the shortest and the longest, and chance. */
export function keyLengthShares(lists: readonly ChoiceList[]): { shortest: number; longest: number; chance: number } {
  const single = lengthCueLists(lists);
  let shortest = 0;
  let longest = 0;
  let chance = 0;
  for (const list of single) {
    const key = list.keys[0] ?? 0;
    const keyLength = list.options[key]?.length ?? 0;
    const others = list.options.filter((_, index) => index !== key).map((option) => option.length);
    if (others.every((length) => keyLength < length)) shortest++;
    if (others.every((length) => keyLength > length)) longest++;
    chance += 1 / list.options.length;
  }
  return {
    shortest: percentOf(shortest, single.length),
    longest: percentOf(longest, single.length),
    chance: percentOf(chance, single.length),
  };
}

function lengthMeasures({ label, lists }: Lists): CueMeasure[] {
  const measured = lengthCueLists(lists).length;
  if (measured < MIN_LISTS_MEASURED) {
    const bound = `within ${LENGTH_GAP_MAX_POINTS} points of chance`;
    return [
      tooFew(`${label}: key the shortest`, measured, bound),
      tooFew(`${label}: key the longest`, measured, bound),
    ];
  }
  const { shortest, longest, chance } = keyLengthShares(lists);
  const min = Math.max(0, Math.round(chance - LENGTH_GAP_MAX_POINTS));
  const max = Math.round(chance + LENGTH_GAP_MAX_POINTS);
  const bound = `${min}-${max}% (chance ${formatPercent(chance)})`;
  return [
    {
      name: `${label}: key the shortest`,
      value: formatPercent(shortest),
      bound,
      ok: shortest >= min && shortest <= max,
    },
    { name: `${label}: key the longest`, value: formatPercent(longest), bound, ok: longest >= min && longest <= max },
  ];
}

const DROP_DOWN_TYPES: readonly ItemType[] = ['drop-down-cloze', 'drop-down-table', 'drop-down-rationale'];

/**
 * Every cue measure of `items` against its bound:
 * - a justification clause on keys and on wrong entries, within 10 points (all types; multiple
 *   choice and select all that apply on their own, where the review measured 92% and 86%);
 * - absolute and hedge words on keys and on wrong entries, within 5 points;
 * - the multiple-choice key strictly the shortest and strictly the longest option, each within 10
 *   points of chance (15-35% for four options); the same over drop-downs.
 * The spread of select-all-that-apply key counts is that type's bank rule.
 */
export function measureCues(items: readonly AuthoredQuestion[]): CueMeasure[] {
  const all = listsOf(items);
  return [
    gapMeasure('Justification clause (all types)', all, JUSTIFICATION_CLAUSE, JUSTIFICATION_GAP_MAX_POINTS),
    gapMeasure(
      'Justification clause (multiple choice)',
      listsOf(items, ['multiple-choice']),
      JUSTIFICATION_CLAUSE,
      JUSTIFICATION_GAP_MAX_POINTS,
    ),
    gapMeasure(
      'Justification clause (select all that apply)',
      listsOf(items, ['select-all-that-apply']),
      JUSTIFICATION_CLAUSE,
      JUSTIFICATION_GAP_MAX_POINTS,
    ),
    gapMeasure('Absolute words (all types)', all, ABSOLUTE_WORD, WORD_GAP_MAX_POINTS),
    gapMeasure('Hedge words (all types)', all, HEDGE_WORD, WORD_GAP_MAX_POINTS),
    // i18n-ignore: content:check prints these for the bank's writers.
    ...lengthMeasures({ label: 'Multiple choice', lists: listsOf(items, ['multiple-choice']) }),
    // i18n-ignore: as above.
    ...lengthMeasures({ label: 'Drop-downs', lists: listsOf(items, DROP_DOWN_TYPES) }),
  ];
}

/** The measures as a table: name, value, bound and whether it holds. */
export function formatCueMeasures(measures: readonly CueMeasure[]): string {
  const width = Math.max(...measures.map((measure) => measure.name.length), 'Cue measure'.length);
  const valueWidth = Math.max(...measures.map((measure) => measure.value.length), 'Measured'.length);
  const lines = [`${'Cue measure'.padEnd(width)}  ${'Measured'.padEnd(valueWidth)}  Bound`];
  for (const measure of measures) {
    lines.push(
      `${measure.name.padEnd(width)}  ${measure.value.padEnd(valueWidth)}  ${measure.bound}${measure.ok ? '' : '  FAILS'}`,
    );
  }
  return lines.join('\n');
}

/** The measures outside their bounds, as problems of the whole bank. */
export function cueProblems(measures: readonly CueMeasure[]): { reason: string; measure: string }[] {
  return measures
    .filter((measure) => !measure.ok)
    .map((measure) => ({
      measure: measure.name,
      reason: `${measure.name}: ${measure.value}, outside its bound (${measure.bound}).`,
    }));
}
