import { describe, expect, it } from 'vitest';
import { CAT_EXAMS } from './cat-exams';
import { type CatRules, type CatState, decide } from './decide';

const rn: CatRules = { minItems: 85, maxItems: 150, passingStandard: 0 };
const pn: CatRules = { minItems: 85, maxItems: 150, passingStandard: -0.18 };
const state = (overrides: Partial<CatState>): CatState => ({
  itemsAnswered: 100,
  theta: 0,
  standardError: 0.3,
  timeUp: false,
  ...overrides,
});

describe('§5 decide: NCSBN stop rules', () => {
  it('uses the exams as configured: 85-150 items, RN standard 0, PN -0.18', () => {
    for (const exam of [CAT_EXAMS.rn, CAT_EXAMS.pn]) {
      expect({ minItems: exam.minItems, maxItems: exam.maxItems }).toEqual({ minItems: 85, maxItems: 150 });
    }
    expect(CAT_EXAMS.pn.passingStandard).toBe(pn.passingStandard);
  });

  it('confidence rule: continues at 84 items however sure, decides at 85', () => {
    const sure = { theta: 2, standardError: 0.2 };
    expect(decide(state({ ...sure, itemsAnswered: 84 }), rn)).toEqual({ outcome: 'continue' });
    expect(decide(state({ ...sure, itemsAnswered: 85 }), rn)).toEqual({ outcome: 'pass', rule: 'confidence' });
    const low = { theta: -2, standardError: 0.2 };
    expect(decide(state({ ...low, itemsAnswered: 84 }), rn)).toEqual({ outcome: 'continue' });
    expect(decide(state({ ...low, itemsAnswered: 85 }), rn)).toEqual({ outcome: 'fail', rule: 'confidence' });
  });

  it('confidence rule: an interval touching the standard decides nothing; just clear of it decides', () => {
    // 1.96 - 1.96 * 1 is exactly 0: the lower bound touches the RN standard.
    expect(decide(state({ theta: 1.96, standardError: 1 }), rn)).toEqual({ outcome: 'continue' });
    expect(decide(state({ theta: 1.9601, standardError: 1 }), rn)).toEqual({ outcome: 'pass', rule: 'confidence' });
    expect(decide(state({ theta: -1.96, standardError: 1 }), rn)).toEqual({ outcome: 'continue' });
    expect(decide(state({ theta: -1.9601, standardError: 1 }), rn)).toEqual({ outcome: 'fail', rule: 'confidence' });
    // PN's standard -0.18: theta 0.2 with SE 0.2 has lower bound -0.192 < -0.18, so it goes on.
    expect(decide(state({ theta: 0.2, standardError: 0.2 }), pn)).toEqual({ outcome: 'continue' });
    expect(decide(state({ theta: 0.22, standardError: 0.2 }), pn)).toEqual({ outcome: 'pass', rule: 'confidence' });
  });

  it('maximum-length rule: continues at 149, decides at 150 by theta above the standard', () => {
    const unsure = { standardError: 0.3 };
    expect(decide(state({ ...unsure, theta: 0.1, itemsAnswered: 149 }), rn)).toEqual({ outcome: 'continue' });
    expect(decide(state({ ...unsure, theta: 0.1, itemsAnswered: 150 }), rn)).toEqual({
      outcome: 'pass',
      rule: 'maximum-length',
    });
    expect(decide(state({ ...unsure, theta: -0.1, itemsAnswered: 150 }), rn)).toEqual({
      outcome: 'fail',
      rule: 'maximum-length',
    });
  });

  it('maximum-length rule: theta exactly at the standard fails (pass needs theta above it)', () => {
    expect(decide(state({ theta: 0, itemsAnswered: 150 }), rn)).toEqual({ outcome: 'fail', rule: 'maximum-length' });
    expect(decide(state({ theta: -0.18, itemsAnswered: 150 }), pn)).toEqual({
      outcome: 'fail',
      rule: 'maximum-length',
    });
  });

  it('a clear confidence decision at 150 items is reported as confidence', () => {
    expect(decide(state({ theta: 1, standardError: 0.2, itemsAnswered: 150 }), rn)).toEqual({
      outcome: 'pass',
      rule: 'confidence',
    });
  });

  it('time rule (October 2020): 84 items answered is a fail whatever theta; from 85 on theta decides', () => {
    expect(decide(state({ timeUp: true, itemsAnswered: 84, theta: 3, standardError: 0.1 }), rn)).toEqual({
      outcome: 'fail',
      rule: 'time',
    });
    expect(decide(state({ timeUp: true, itemsAnswered: 85, theta: 0.01 }), rn)).toEqual({
      outcome: 'pass',
      rule: 'time',
    });
    expect(decide(state({ timeUp: true, itemsAnswered: 85, theta: 0 }), rn)).toEqual({ outcome: 'fail', rule: 'time' });
    expect(decide(state({ timeUp: true, itemsAnswered: 120, theta: -0.5 }), rn)).toEqual({
      outcome: 'fail',
      rule: 'time',
    });
    // Time wins over confidence when both would apply: the run-out-of-time rule reports the end.
    expect(decide(state({ timeUp: true, itemsAnswered: 100, theta: 2, standardError: 0.1 }), rn)).toEqual({
      outcome: 'pass',
      rule: 'time',
    });
  });
});
