/**
 * Scales and ticks of the product's home-made SVG charts (the adaptive report, the readiness trend,
 * the dashboard's study charts). Positions are pixels.
 */

/**
 * The linear map from `domain` to `range` (either may run backwards, as a chart's y axis does),
 * clamped to the range so a value beyond the domain is drawn at its edge. An empty domain maps
 * everything to the range's middle.
 */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const low = Math.min(r0, r1);
  const high = Math.max(r0, r1);
  return (value: number) => {
    if (d1 === d0) return (r0 + r1) / 2;
    const position = r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
    return Math.min(high, Math.max(low, position));
  };
}

/**
 * Round tick values from `min` to `max` inclusive, at most about `maxTicks` of them: a step of 1,
 * 2, 2.5 or 5 times a power of ten (0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, ...), every multiple of the
 * step within the range. An empty or reversed range gives `[min]`.
 */
export function niceTicks(min: number, max: number, maxTicks = 6): number[] {
  if (!(max > min) || maxTicks < 2) return [min];
  const rough = (max - min) / (maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) {
    // Rounded so 0.1 + 0.2 steps print as 0.3, and -0 as 0.
    ticks.push(Number(tick.toFixed(10)) + 0);
  }
  return ticks;
}
