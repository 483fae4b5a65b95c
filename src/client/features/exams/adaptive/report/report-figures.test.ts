import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks } from '../../../../components/charts/scale';
import { logitDomain } from './chart-scale';
import { decisionSentence } from './decision-sentence';
import { approximateChance, formatChance, formatDuration, formatLogits } from './report-format';

const lengths = { minItems: 85, maxItems: 150 };

describe('issue 22 report: the rule that decided the test, in one sentence (NCSBN CAT stop rules)', () => {
  it('confidence: clearly above or below with 95% confidence after N items', () => {
    expect(decisionSentence({ outcome: 'pass', decidedBy: 'confidence', itemsAnswered: 92 }, lengths)).toBe(
      'Your ability estimate was clearly above the passing standard with 95% confidence after 92 items.',
    );
    expect(decisionSentence({ outcome: 'fail', decidedBy: 'confidence', itemsAnswered: 85 }, lengths)).toBe(
      'Your ability estimate was clearly below the passing standard with 95% confidence after 85 items.',
    );
  });

  it('maximum length: the maximum from the attempt, and the side of the final estimate', () => {
    expect(decisionSentence({ outcome: 'fail', decidedBy: 'maximum-length', itemsAnswered: 150 }, lengths)).toBe(
      'You reached the maximum of 150 items; your final ability estimate was below the passing standard.',
    );
    expect(
      decisionSentence(
        { outcome: 'pass', decidedBy: 'maximum-length', itemsAnswered: 30 },
        { minItems: 10, maxItems: 30 },
      ),
    ).toBe('You reached the maximum of 30 items; your final ability estimate was above the passing standard.');
  });

  it('time: below the minimum is a fail by NCSBN; from the minimum, the final estimate decides (October 2020)', () => {
    expect(decisionSentence({ outcome: 'fail', decidedBy: 'time', itemsAnswered: 84 }, lengths)).toBe(
      'Time ran out after 84 items: fewer than the 85-item minimum were answered, which NCSBN scores as a fail.',
    );
    expect(decisionSentence({ outcome: 'pass', decidedBy: 'time', itemsAnswered: 85 }, lengths)).toBe(
      'Time ran out after 85 items; your final ability estimate from all of them was above the passing standard.',
    );
    expect(decisionSentence({ outcome: 'fail', decidedBy: 'time', itemsAnswered: 1 }, lengths)).toMatch(
      /^Time ran out after 1 item: /,
    );
  });
});

describe('issue 22 report: figures are written with their precision and never as a certainty', () => {
  it('logits with two decimals, a true minus sign and no negative zero', () => {
    expect(formatLogits(0.853)).toBe('0.85');
    expect(formatLogits(-0.18)).toBe('\u22120.18');
    expect(formatLogits(-0.001)).toBe('0.00');
    expect(formatLogits(0)).toBe('0.00');
  });

  it('a probability as a whole percent, capped short of 0% and 100%', () => {
    expect(formatChance(0.974)).toBe('97%');
    expect(formatChance(0.995)).toBe('more than 99%');
    expect(formatChance(0.004)).toBe('less than 1%');
    expect(formatChance(0.5)).toBe('50%');
    expect(approximateChance(0.974)).toBe('About 97%');
    expect(approximateChance(1)).toBe('More than 99%');
    expect(approximateChance(0)).toBe('Less than 1%');
  });

  it('a duration in hours and minutes', () => {
    expect(formatDuration(7980)).toBe('2 h 13 min');
    expect(formatDuration(18000)).toBe('5 h');
    expect(formatDuration(2700)).toBe('45 min');
    expect(formatDuration(40)).toBe('less than a minute');
  });
});

describe("issue 22 report: the charts' scales", () => {
  it('the logit range is at least -3 to +3, widened to whole logits, at most -8 to +8', () => {
    expect(logitDomain([0.2, -1.1])).toEqual([-3, 3]);
    expect(logitDomain([-3.4, 4.2, Number.NaN])).toEqual([-4, 5]);
    expect(logitDomain([-20, 20])).toEqual([-8, 8]);
  });

  it('round ticks of 1, 2, 2.5 or 5 times a power of ten, inside the range', () => {
    expect(niceTicks(-3, 3, 7)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(niceTicks(1, 150, 6)).toEqual([50, 100, 150]);
    expect(niceTicks(1, 85, 6)).toEqual([20, 40, 60, 80]);
    expect(niceTicks(1, 112, 6)).toEqual([25, 50, 75, 100]);
    expect(niceTicks(-1, 1, 5)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(niceTicks(2, 2)).toEqual([2]);
  });

  it('a linear scale runs backwards for a y axis and clamps beyond its domain', () => {
    const y = linearScale([-3, 3], [200, 20]);
    expect(y(-3)).toBe(200);
    expect(y(0)).toBe(110);
    expect(y(3)).toBe(20);
    expect(y(9)).toBe(20);
    expect(linearScale([1, 1], [0, 100])(5)).toBe(50);
  });
});
