import type { AssignmentResults, ClassResults, ScoreBar, TakerStatus } from '../../../shared/classes/schemas';
import { CLIENT_NEEDS } from '../../../shared/exams/question-bank';
import { scorePercent } from '../../../shared/exams/rules';
import { CJMM_STEPS, stepLabel } from '../../../shared/items/cjmm-steps';
import { pointBiserial } from './point-biserial';

/** One scored item of a taker's submitted attempt. */
export interface TakerItem {
  itemId: string;
  itemType: string;
  stem: string;
  clientNeed: string;
  cjmmStep: string | null;
  earned: number;
  possible: number;
}

/** A member's standing on one assignment, with her submitted attempt's items. */
export interface TakerRecord {
  userId: string;
  name: string;
  status: TakerStatus;
  percent: number | null;
  submittedAt: Date | null;
  missedDue: boolean;
  items: readonly TakerItem[];
}

/** Points earned of possible per key, in `order` (keys with nothing possible left out). */
function bars(
  items: readonly TakerItem[],
  keyOf: (item: TakerItem) => string | null,
  order: readonly string[],
  label: (key: string) => string,
): ScoreBar[] {
  const sums = new Map<string, { earned: number; possible: number }>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const sum = sums.get(key) ?? { earned: 0, possible: 0 };
    sum.earned += item.earned;
    sum.possible += item.possible;
    sums.set(key, sum);
  }
  return order.flatMap((key) => {
    const sum = sums.get(key);
    return sum && sum.possible > 0
      ? [{ label: label(key), percent: scorePercent(sum.earned, sum.possible), ...sum }]
      : [];
  });
}

/**
 * The figures of one assignment across the class (issue 28 item 5), from its members' records
 * only: scores by client need (test plan order) and by CJMM step (the model's order), and each
 * item's percent correct (mean part-score ratio) and point-biserial against the takers' percent,
 * items in order of lowest percent correct first.
 */
export function assignmentFigures(
  takers: readonly TakerRecord[],
): Pick<AssignmentResults, 'byClientNeed' | 'byCjmmStep' | 'items'> {
  const submitted = takers.filter((taker) => taker.status === 'submitted');
  const all = submitted.flatMap((taker) => taker.items);
  const byItem = new Map<string, { item: TakerItem; scores: { item: number; total: number }[] }>();
  for (const taker of submitted) {
    for (const item of taker.items) {
      if (item.possible <= 0) continue;
      const entry = byItem.get(item.itemId) ?? { item, scores: [] };
      entry.scores.push({ item: item.earned / item.possible, total: taker.percent ?? 0 });
      byItem.set(item.itemId, entry);
    }
  }
  const items = [...byItem.values()]
    .map(({ item, scores }) => ({
      itemId: item.itemId,
      itemType: item.itemType,
      stem: item.stem,
      takers: scores.length,
      percentCorrect: Math.round((scores.reduce((sum, score) => sum + score.item, 0) / scores.length) * 100),
      pointBiserial: pointBiserial(scores),
    }))
    .sort((a, b) => a.percentCorrect - b.percentCorrect || a.itemId.localeCompare(b.itemId));
  return {
    byClientNeed: bars(
      all,
      (item) => item.clientNeed,
      CLIENT_NEEDS,
      (key) => key,
    ),
    byCjmmStep: bars(
      all,
      (item) => item.cjmmStep,
      CJMM_STEPS,
      (key) => stepLabel(key as (typeof CJMM_STEPS)[number]),
    ),
    items,
  };
}

/**
 * "Students who need help first": each member's mean percent over the assignments she submitted,
 * how many she submitted and how many due dates she missed; those who submitted nothing first, then
 * lowest mean first, more missed due dates first on a tie, then by name.
 */
export function needsHelpFirst(
  members: readonly { userId: string; name: string }[],
  records: readonly TakerRecord[],
): ClassResults['needsHelp'] {
  return members
    .map((member) => {
      const own = records.filter((record) => record.userId === member.userId);
      const percents = own.flatMap((record) =>
        record.status === 'submitted' && record.percent !== null ? [record.percent] : [],
      );
      return {
        userId: member.userId,
        name: member.name,
        meanPercent: percents.length > 0 ? Math.round(percents.reduce((sum, p) => sum + p, 0) / percents.length) : null,
        submitted: percents.length,
        missedDue: own.filter((record) => record.missedDue).length,
      };
    })
    .sort(
      (a, b) =>
        (a.meanPercent ?? -1) - (b.meanPercent ?? -1) || b.missedDue - a.missedDue || a.name.localeCompare(b.name),
    );
}
