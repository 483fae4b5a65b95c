import type {
  Attempt,
  AttemptSummary,
  InProgressAttempt,
  InProgressItem,
  ItemResult,
  ReviewedItem,
  ScoreBreakdown,
  SubmittedAttempt,
} from '../../../shared/exams/attempt-schemas';
import { secondsUntil } from '../../../shared/exams/countdown';
import type { ItemPeers } from '../../../shared/exams/peer-schemas';
import { CLIENT_NEEDS, SUBJECTS } from '../../../shared/exams/question-bank';
import { countFullyCorrect, isFullyCorrect, isPassing, scoreBand, scorePercent } from '../../../shared/exams/rules';
import { scoreItem, toItemSolution, toItemView } from '../../../shared/items/registry';
import { type AttemptCaseStudies, caseStudyViews } from './attempts/attempt-case-studies';
import type { AttemptItemRow, ExamAttemptRow, ExamFormRow } from './tables';

/** An attempt with the title and kind of its form, as every view needs them. */
export type AttemptWithForm = ExamAttemptRow & { formTitle: string; formKind: ExamFormRow['kind'] };

function base(row: AttemptWithForm) {
  return {
    id: row.id,
    formId: row.formId,
    formTitle: row.formTitle,
    formKind: row.formKind,
    mode: row.mode,
    startedAt: row.startedAt.toISOString(),
    timeLimitSeconds: row.timeLimitSeconds,
  };
}

/** An attempt left with Exit Exam: its answers were discarded. */
export function toAbandonedView(row: AttemptWithForm): Extract<Attempt, { status: 'abandoned' }> {
  return { ...base(row), status: 'abandoned' };
}

/**
 * The result of a scored item: key, rationale, points (computed again by the scorer when not
 * stored), and its peer figures when given (issue 25 item 2: they travel with the key only).
 */
function itemResult(row: AttemptItemRow, peers?: ItemPeers): ItemResult {
  const earned = row.earned ?? scoreItem(row.item, row.response).earned;
  return { solution: toItemSolution(row.item), earned, possible: row.possible, ...(peers ? { peers } : {}) };
}

/**
 * An item being taken, built through the registry so that no item type can leak its key; the
 * result (with `peers`, its peer figures, when given) only when a tutor-mode answer was checked.
 */
export function toInProgressItem(row: AttemptItemRow, peers?: ItemPeers): InProgressItem {
  return {
    position: row.position,
    item: toItemView(row.item),
    response: row.response,
    flagged: row.flagged,
    ...(row.lowConfidence ? { lowConfidence: true } : {}),
    secondsSpent: row.secondsSpent,
    ...(row.checkedAt ? { result: itemResult(row, peers) } : {}),
    ...caseStudyPlace(row),
  };
}

/** Where an item sits in its case study, for a view (nothing for a stand-alone item). */
function caseStudyPlace(row: AttemptItemRow) {
  return row.groupId !== null ? { caseStudy: { id: row.groupId, position: row.groupPosition ?? 0 } } : {};
}

/**
 * An attempt being taken, with the whole seconds left at `now`. `items` in position order; its case
 * studies (`caseStudies`, as asked) with their charts unfolded as far as the candidate has reached.
 * `peers` by position: the peer figures of the items checked in Tutor mode (issue 25 item 2).
 */
export function toInProgressView(
  row: AttemptWithForm,
  items: AttemptItemRow[],
  now: Date,
  caseStudies: AttemptCaseStudies = new Map(),
  peers: ReadonlyMap<number, ItemPeers> = new Map(),
): InProgressAttempt {
  const views = caseStudyViews(caseStudies, items);
  return {
    ...base(row),
    status: 'in_progress',
    deadline: row.deadlineAt.toISOString(),
    remainingSeconds: row.suspendedAt
      ? (row.remainingSeconds ?? 0)
      : secondsUntil(row.deadlineAt.getTime(), now.getTime()),
    ...(row.suspendedAt ? { suspendedAt: row.suspendedAt.toISOString() } : {}),
    items: items.map((item) => toInProgressItem(item, item.checkedAt ? peers.get(item.position) : undefined)),
    ...(views ? { caseStudies: views } : {}),
  };
}

/**
 * Per subject or client need, for the groups present in the attempt, in the spec's order: the
 * questions asked and fully correct, then the points and their percent.
 */
export function breakdown(items: AttemptItemRow[], by: 'subject' | 'clientNeeds'): ScoreBreakdown[] {
  const names: readonly string[] = by === 'subject' ? SUBJECTS : CLIENT_NEEDS;
  return names.flatMap((name) => {
    const group = items.filter((item) => item[by] === name);
    if (group.length === 0) return [];
    const earned = group.reduce((sum, item) => sum + (item.earned ?? 0), 0);
    const possible = group.reduce((sum, item) => sum + item.possible, 0);
    return [
      {
        name,
        items: group.length,
        correct: countFullyCorrect(group),
        earned,
        possible,
        percent: scorePercent(earned, possible),
      },
    ];
  });
}

/**
 * A submitted attempt with its result, the review of every item (keys and rationales), the results
 * by subject and client need, and the percentile among first attempts (null when too few took it);
 * `peers` by position, each item's peer figures (issue 25 item 2).
 */
export function toSubmittedView(
  row: AttemptWithForm,
  items: AttemptItemRow[],
  percentile: SubmittedAttempt['percentile'],
  caseStudies: AttemptCaseStudies = new Map(),
  peers: ReadonlyMap<number, ItemPeers> = new Map(),
): SubmittedAttempt {
  const views = caseStudyViews(caseStudies, items, true);
  const score = row.score ?? 0;
  const possible = row.possible ?? 0;
  const percent = row.percent ?? scorePercent(score, possible);
  const reviewed: ReviewedItem[] = items.map((item) => ({
    position: item.position,
    item: toItemView(item.item),
    response: item.response,
    flagged: item.flagged,
    secondsSpent: item.secondsSpent,
    result: itemResult(item, peers.get(item.position)),
    ...caseStudyPlace(item),
  }));
  return {
    ...base(row),
    status: 'submitted',
    submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
    correctCount: reviewed.filter((item) =>
      isFullyCorrect(item.response !== null, item.result.earned, item.result.possible),
    ).length,
    questionCount: reviewed.length,
    score,
    possible,
    percent,
    passed: isPassing(percent),
    band: scoreBand(percent),
    timeSpentSeconds: row.timeSpentSeconds ?? 0,
    items: reviewed,
    ...(views ? { caseStudies: views } : {}),
    bySubject: breakdown(items, 'subject'),
    byClientNeed: breakdown(items, 'clientNeeds'),
    percentile,
  };
}

/**
 * One line of the history: `itemCount` questions asked and, once submitted, `correctCount` of them
 * fully correct, then the points. `passed` is the pass mark's verdict on the percent (spec §5), but
 * for an adaptive test its own decision (`adaptiveOutcome`, NCSBN's stop rules), whatever its percent.
 */
export function toAttemptSummary(
  row: AttemptWithForm & { itemCount: number; correctCount: number },
  adaptiveOutcome: 'pass' | 'fail' | null = null,
): AttemptSummary {
  const submitted = row.status === 'submitted';
  return {
    id: row.id,
    formId: row.formId,
    formTitle: row.formTitle,
    formKind: row.formKind,
    mode: row.mode,
    status: submitted ? 'submitted' : 'in_progress',
    startedAt: row.startedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    itemCount: row.itemCount,
    correctCount: submitted ? row.correctCount : null,
    score: submitted ? (row.score ?? 0) : null,
    possible: submitted ? (row.possible ?? 0) : null,
    percent: submitted ? (row.percent ?? 0) : null,
    passed: !submitted ? null : adaptiveOutcome !== null ? adaptiveOutcome === 'pass' : isPassing(row.percent ?? 0),
    timeSpentSeconds: submitted ? (row.timeSpentSeconds ?? 0) : null,
  };
}
