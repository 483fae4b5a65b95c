/**
 * The logit range of the adaptive report's charts (the ability chart, the interval bar and the
 * dashboard's readiness trend); the scales and ticks are src/client/components/charts/scale.ts.
 */

/** The logit range every ability chart shows at least (-3 to +3), as the NCLEX's scale is usually drawn. */
export const MIN_LOGIT_SPAN: readonly [number, number] = [-3, 3];

/** The widest range drawn (logits); a value outside is drawn at the edge (the EAP estimate stays well inside). */
const MAX_LOGIT_SPAN: readonly [number, number] = [-8, 8];

/**
 * The logit range to draw: -3 to +3, widened to whole logits that hold every finite value (an
 * interval's ends, theta, the passing standard), and never beyond -8 to +8.
 */
export function logitDomain(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(MIN_LOGIT_SPAN[0], ...finite.map((value) => Math.floor(value)));
  const high = Math.max(MIN_LOGIT_SPAN[1], ...finite.map((value) => Math.ceil(value)));
  return [Math.max(MAX_LOGIT_SPAN[0], low), Math.min(MAX_LOGIT_SPAN[1], high)];
}
