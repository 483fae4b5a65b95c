import type { AdaptiveAttempt, PerformanceReport } from '../../../../shared/exams/cat/adaptive-schemas';
import { CAT_EXAMS } from '../../../../shared/exams/cat/cat-exams';
import { categoryPerformance, confidenceInterval, probabilityOfPassing } from '../../../../shared/exams/cat/readiness';
import { secondsUntil } from '../../../../shared/exams/countdown';
import { CLIENT_NEEDS } from '../../../../shared/exams/question-bank';
import type { ItemGroupContent } from '../../../../shared/items/item-group';
import { toItemView } from '../../../../shared/items/registry';
import { caseStudyView } from '../attempts/attempt-case-studies';
import type { AttemptItemRow } from '../tables';
import { type AdaptiveRecord, currentEstimate } from './adaptive-record';

/** The item being asked, as the state knows it: its row and, for a case-study item, the case study as asked. */
export interface CurrentItem {
  row: AttemptItemRow;
  caseStudy: ItemGroupContent | undefined;
}

/**
 * An adaptive attempt as its candidate may see it: in progress, the current item without its key
 * (built through the item registry) and its case study unfolded to it, and the seconds left by the
 * server's clock; decided, the Candidate Performance Report. Nothing of an earlier item is sent: the
 * NCLEX does not go back.
 */
export function toAdaptiveView(record: AdaptiveRecord, current: CurrentItem | null, now: Date): AdaptiveAttempt {
  const { attempt, state } = record;
  const exam = CAT_EXAMS[state.exam];
  const decided = state.outcome !== null;
  return {
    id: attempt.id,
    exam: state.exam,
    title: exam.title,
    passingStandard: state.passingStandard,
    startedAt: attempt.startedAt.toISOString(),
    timeLimitSeconds: attempt.timeLimitSeconds,
    minItems: state.minItems,
    maxItems: state.maxItems,
    status: decided ? 'decided' : 'in_progress',
    deadline: attempt.deadlineAt.toISOString(),
    remainingSeconds: decided ? 0 : secondsUntil(attempt.deadlineAt.getTime(), now.getTime()),
    current: !decided && current ? currentItemView(current) : null,
    report: decided ? performanceReport(record) : null,
  };
}

function currentItemView({ row, caseStudy }: CurrentItem): NonNullable<AdaptiveAttempt['current']> {
  const place = row.groupId !== null ? { id: row.groupId, position: row.groupPosition ?? 0 } : undefined;
  return {
    number: row.position + 1,
    item: toItemView(row.item),
    ...(place ? { caseStudy: place } : {}),
    ...(caseStudy && place ? { caseStudyView: caseStudyView(caseStudy, place.position) } : {}),
  };
}

/**
 * The Candidate Performance Report of a decided attempt, as NCSBN's report has it: pass or fail and
 * the rule that decided it, the items answered, the final ability with its 95% interval, the
 * probability of passing implied by it (the normal approximation), the estimate after each item,
 * and for each client-needs category of the exam's test plan whether performance on its scored
 * items was above, near or below the passing standard (categoryPerformance).
 */
export function performanceReport(record: AdaptiveRecord): PerformanceReport {
  const { attempt, state } = record;
  const exam = CAT_EXAMS[state.exam];
  const scored = state.items.filter((item) => item.scored);
  const { theta, standardError } = currentEstimate(state);
  const { lower, upper } = confidenceInterval(theta, standardError);
  const decidedAt = state.decidedAt ?? attempt.updatedAt;
  return {
    outcome: state.outcome ?? 'fail',
    decidedBy: state.decidedBy ?? 'time',
    decidedAt: decidedAt.toISOString(),
    itemsAnswered: state.items.length,
    scoredItems: scored.length,
    theta,
    standardError,
    lower,
    upper,
    probabilityOfPassing: probabilityOfPassing(theta, standardError, state.passingStandard),
    trajectory: state.trajectory,
    categories: CLIENT_NEEDS.flatMap((need) => {
      const items = scored.filter((item) => item.clientNeeds === need);
      if (items.length === 0) return [];
      const responses = items.map((item) => ({
        difficulty: item.difficulty,
        score: item.earned,
        maxScore: item.possible,
      }));
      return [
        {
          clientNeeds: need,
          label: exam.categoryLabels[need],
          items: items.length,
          performance: categoryPerformance(responses, state.passingStandard),
        },
      ];
    }),
    timeSpentSeconds:
      attempt.timeSpentSeconds ?? Math.round((decidedAt.getTime() - attempt.startedAt.getTime()) / 1000),
  };
}
