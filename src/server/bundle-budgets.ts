/**
 * The JavaScript budgets of the pages (issue 30 item 3): what each route may load before any
 * interaction, gzip, and how a measured figure is judged. `scripts/report-bundle-size.ts` measures
 * the build (with client-manifest.ts, beside this file) and fails `npm run build` on a failure.
 */

/** The budget of every route, in kB of gzip. */
export const TARGET_KB = 150;

/** The tighter budget of the two pages a new visitor lands on (`/` and `/sample-test`), kB gzip. */
export const FIRST_VISIT_TARGET_KB = 120;

/** A documented allowance above the target while the route's code is being cut; the build fails above it. */
export interface InterimCeiling {
  ceilingKb: number;
  reason: string;
}

/** One route's measured initial JavaScript: gzip kB, and how many files it spreads over. */
export interface RouteFigure {
  path: string;
  kb: number;
  files: number;
}

/** A figure judged: `ok` (within target), `allowed` (over target, within its ceiling) or `over` (fails the build). */
export interface RouteVerdict extends RouteFigure {
  targetKb: number;
  ceiling: InterimCeiling | null;
  status: 'ok' | 'allowed' | 'over';
}

/**
 * Judges each route's figure against its target (`targetFor(path)`, kB) and, when it has one, its
 * interim ceiling. Returns every verdict in the figures' order and the failing ones (`over`).
 */
export function judgeRoutes(
  figures: RouteFigure[],
  targetFor: (path: string) => number,
  ceilings: Readonly<Record<string, InterimCeiling>>,
): { verdicts: RouteVerdict[]; failures: RouteVerdict[] } {
  const verdicts = figures.map((figure): RouteVerdict => {
    const targetKb = targetFor(figure.path);
    const ceiling = ceilings[figure.path] ?? null;
    const status = figure.kb <= targetKb ? 'ok' : ceiling && figure.kb <= ceiling.ceilingKb ? 'allowed' : 'over';
    return { ...figure, targetKb, ceiling, status };
  });
  return { verdicts, failures: verdicts.filter((verdict) => verdict.status === 'over') };
}

/** One line of the report: "/faq  186.4 kB in 32 files  target 150 kB  over target by 36.4 kB (ceiling 189 kB: ...)". */
export function formatVerdict(verdict: RouteVerdict): string {
  const over = (verdict.kb - verdict.targetKb).toFixed(1);
  const judgement =
    verdict.status === 'ok'
      ? 'ok'
      : verdict.status === 'allowed' && verdict.ceiling
        ? `over target by ${over} kB (ceiling ${verdict.ceiling.ceilingKb} kB: ${verdict.ceiling.reason})`
        : `OVER BUDGET by ${over} kB${verdict.ceiling ? ` (and over its ceiling of ${verdict.ceiling.ceilingKb} kB)` : ''}`;
  return `${verdict.path.padEnd(28)} ${verdict.kb.toFixed(1).padStart(6)} kB in ${String(verdict.files).padStart(3)} files  target ${verdict.targetKb} kB  ${judgement}`;
}
