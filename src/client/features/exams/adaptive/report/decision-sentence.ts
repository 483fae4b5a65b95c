import type { TFunction } from 'i18next';
import type { PerformanceReport } from '../../../../../shared/exams/cat/adaptive-schemas';
import { i18n } from '../../../../i18n/i18n';

/** The test's lengths in items, pretest items included (NCSBN: 85 and 150; the attempt carries them). */
export interface TestLengths {
  minItems: number;
  maxItems: number;
}

/**
 * The rule that decided an adaptive test, in one plain sentence in the interface's language (pass
 * a component's `t`; i18n.t when none is given) (NCSBN, "NCLEX Examination: Computerized Adaptive
 * Testing (CAT)"; docs/nclex.md §5):
 * - confidence: the 95% interval lay wholly above (pass) or below (fail) the passing standard;
 * - maximum-length: at the maximum length, the final estimate was above (pass) or below (fail) it;
 * - time (the run-out-of-time rule since October 2020): fewer than the minimum answered is a fail;
 *   otherwise the final estimate from every answered item was above or below it.
 */
export function decisionSentence(
  report: Pick<PerformanceReport, 'outcome' | 'decidedBy' | 'itemsAnswered'>,
  lengths: TestLengths,
  t: TFunction = i18n.t.bind(i18n),
): string {
  const above = report.outcome === 'pass';
  const answered = report.itemsAnswered;
  switch (report.decidedBy) {
    case 'confidence':
      return above
        ? t('Your ability estimate was clearly above the passing standard with 95% confidence after {{count}} items.', {
            count: answered,
          })
        : t('Your ability estimate was clearly below the passing standard with 95% confidence after {{count}} items.', {
            count: answered,
          });
    case 'maximum-length':
      return above
        ? t('You reached the maximum of {{count}} items; your final ability estimate was above the passing standard.', {
            count: lengths.maxItems,
          })
        : t('You reached the maximum of {{count}} items; your final ability estimate was below the passing standard.', {
            count: lengths.maxItems,
          });
    case 'time':
      if (answered < lengths.minItems) {
        return t(
          'Time ran out after {{count}} items: fewer than the {{minimum}}-item minimum were answered, which NCSBN scores as a fail.',
          { count: answered, minimum: lengths.minItems },
        );
      }
      return above
        ? t(
            'Time ran out after {{count}} items; your final ability estimate from all of them was above the passing standard.',
            { count: answered },
          )
        : t(
            'Time ran out after {{count}} items; your final ability estimate from all of them was below the passing standard.',
            { count: answered },
          );
  }
}
