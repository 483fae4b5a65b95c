import { msg } from '../../i18n/msg';
import { CLIENT_NEEDS, type ClientNeed, PN_CLIENT_NEEDS_PERCENT_RANGES } from '../question-bank';
import { middleOfRanges, TEST_PLAN_TARGET_PERCENT } from '../test-plan';
import type { CatExamId } from './adaptive-schemas';

/**
 * The two adaptive exams and the rules NCSBN runs them by (docs/nclex.md §5). Sources: NCSBN,
 * "NCLEX Examination: Computerized Adaptive Testing (CAT)"; the NCLEX-RN and NCLEX-PN test plans
 * (2023, kept by the April 2026 plans); the passing standards (RN 0.00 and PN -0.18 logits, set in
 * December 2022 and confirmed for 2026 by NCSBN in December 2025); the run-out-of-time rule
 * (October 2020).
 */
export interface CatExam {
  id: CatExamId;
  /** As the Training Center and the report name it. */
  title: string;
  /** Logits. */
  passingStandard: number;
  /** Fewest items before a pass or fail by confidence, pretest items included (NCSBN: 85). */
  minItems: number;
  /** Most items (NCSBN: 150). */
  maxItems: number;
  /** Unscored pretest items, placed at random among the first `minItems` (NCSBN: 15). */
  pretestItems: number;
  /** Case studies in every test, each six items, among the first `minItems` (NCSBN: three). */
  caseStudies: number;
  /** Seconds for the whole test (NCSBN: 5 hours, breaks included). */
  timeLimitSeconds: number;
  /** The test plan's share of each client-needs category, percent (middle of its range; sums to 100). */
  planPercent: Record<ClientNeed, number>;
  /** The category's name in this exam's test plan. */
  categoryLabels: Record<ClientNeed, string>;
}

const sameNames = Object.fromEntries(CLIENT_NEEDS.map((need) => [need, need])) as Record<ClientNeed, string>;

/** The NCLEX-PN test plan's shares: the middle of each range of PN_CLIENT_NEEDS_PERCENT_RANGES (they sum to 100). */
const PN_PLAN_PERCENT = middleOfRanges(PN_CLIENT_NEEDS_PERCENT_RANGES);

const common = {
  minItems: 85,
  maxItems: 150,
  pretestItems: 15,
  caseStudies: 3,
  timeLimitSeconds: 5 * 60 * 60,
} as const;

/** NCLEX-RN and NCLEX-PN as the adaptive test runs them. */
export const CAT_EXAMS: Record<CatExamId, CatExam> = {
  rn: {
    id: 'rn',
    title: msg('Adaptive NCLEX-RN'),
    passingStandard: 0,
    ...common,
    planPercent: TEST_PLAN_TARGET_PERCENT,
    categoryLabels: sameNames,
  },
  pn: {
    id: 'pn',
    title: msg('Adaptive NCLEX-PN'),
    passingStandard: -0.18,
    ...common,
    planPercent: PN_PLAN_PERCENT,
    categoryLabels: {
      ...sameNames,
      'Management of Care': msg('Coordinated Care'),
      'Pharmacological and Parenteral Therapies': msg('Pharmacological Therapies'),
    },
  },
};
