import { msg } from '../i18n/msg';

/**
 * The steps of NCSBN's Clinical Judgment Measurement Model, in the order a case study's six items
 * take them (docs/nclex.md §3; NCSBN, "Next Generation NCLEX: case studies and the Clinical Judgment
 * Measurement Model"). No zod: the exam screen imports it.
 */
export const CJMM_STEPS = [
  'recognize cues',
  'analyze cues',
  'prioritize hypotheses',
  'generate solutions',
  'take action',
  'evaluate outcomes',
] as const;
export type CjmmStep = (typeof CJMM_STEPS)[number];

/** Each step as a heading reads it ("Recognize cues"): NCSBN's names, translated where shown. */
const STEP_LABELS: Record<CjmmStep, string> = {
  'recognize cues': msg('Recognize cues'),
  'analyze cues': msg('Analyze cues'),
  'prioritize hypotheses': msg('Prioritize hypotheses'),
  'generate solutions': msg('Generate solutions'),
  'take action': msg('Take action'),
  'evaluate outcomes': msg('Evaluate outcomes'),
};

/** A step as a heading reads it: "Recognize cues". */
export const stepLabel = (step: CjmmStep): string => STEP_LABELS[step];
