import type { PerformanceReport } from '../../../../../shared/exams/cat/adaptive-schemas';

/** The test's lengths in items, pretest items included (NCSBN: 85 and 150; the attempt carries them). */
export interface TestLengths {
  minItems: number;
  maxItems: number;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The rule that decided an adaptive test, in one plain sentence (NCSBN, "NCLEX Examination:
 * Computerized Adaptive Testing (CAT)"; docs/nclex.md §5):
 * - confidence: the 95% interval lay wholly above (pass) or below (fail) the passing standard;
 * - maximum-length: at the maximum length, the final estimate was above (pass) or below (fail) it;
 * - time (the run-out-of-time rule since October 2020): fewer than the minimum answered is a fail;
 *   otherwise the final estimate from every answered item was above or below it.
 */
export function decisionSentence(
  report: Pick<PerformanceReport, 'outcome' | 'decidedBy' | 'itemsAnswered'>,
  lengths: TestLengths,
): string {
  const side = report.outcome === 'pass' ? 'above' : 'below';
  const answered = report.itemsAnswered;
  switch (report.decidedBy) {
    case 'confidence':
      return `Your ability estimate was clearly ${side} the passing standard with 95% confidence after ${items(answered)}.`;
    case 'maximum-length':
      return `You reached the maximum of ${items(lengths.maxItems)}; your final ability estimate was ${side} the passing standard.`;
    case 'time':
      return answered < lengths.minItems
        ? `Time ran out after ${items(answered)}: fewer than the ${lengths.minItems}-item minimum were answered, which NCSBN scores as a fail.`
        : `Time ran out after ${items(answered)}; your final ability estimate from all of them was ${side} the passing standard.`;
  }
}
