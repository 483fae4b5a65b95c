import { describe, expect, it } from 'vitest';
import { formatVerdict, judgeRoutes, type RouteVerdict } from './bundle-budgets';

const targetFor = (path: string) => (path === '/' ? 120 : 150);

/** The first verdict of a list (the tests' lists are never empty). */
function first(verdicts: RouteVerdict[]): RouteVerdict {
  const [verdict] = verdicts;
  if (!verdict) throw new Error('no verdict');
  return verdict;
}

describe('issue 30 item 3: every route within its JavaScript budget', () => {
  it('a route within its target is ok and fails nothing', () => {
    const { verdicts, failures } = judgeRoutes([{ path: '/faq', kb: 149.9, files: 3 }], targetFor, {});
    expect(failures).toEqual([]);
    expect(first(verdicts).status).toBe('ok');
    expect(formatVerdict(first(verdicts))).toMatch(/\/faq\s+149\.9 kB in\s+3 files {2}target 150 kB {2}ok$/);
  });

  it('a route over its target without a ceiling is listed as a failure', () => {
    const { failures } = judgeRoutes(
      [
        { path: '/', kb: 121, files: 4 },
        { path: '/faq', kb: 100, files: 2 },
      ],
      targetFor,
      {},
    );
    expect(failures.map((failure) => failure.path)).toEqual(['/']);
    expect(formatVerdict(first(failures))).toContain('OVER BUDGET by 1.0 kB');
  });

  it('an interim ceiling allows a route above its target, with its reason printed', () => {
    const ceilings = { '/messages': { ceilingKb: 200, reason: 'the editor loads with the page' } };
    const { verdicts, failures } = judgeRoutes([{ path: '/messages', kb: 180, files: 9 }], targetFor, ceilings);
    expect(failures).toEqual([]);
    expect(formatVerdict(first(verdicts))).toContain(
      'over target by 30.0 kB (ceiling 200 kB: the editor loads with the page)',
    );
  });

  it('a route above its ceiling fails', () => {
    const ceilings = { '/messages': { ceilingKb: 200, reason: 'the editor loads with the page' } };
    const { failures } = judgeRoutes([{ path: '/messages', kb: 200.1, files: 9 }], targetFor, ceilings);
    expect(failures.map((failure) => failure.path)).toEqual(['/messages']);
    expect(formatVerdict(first(failures))).toContain('over its ceiling of 200 kB');
  });
});
