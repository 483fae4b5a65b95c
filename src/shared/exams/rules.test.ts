import { describe, expect, it } from 'vitest';
import {
  countFullyCorrect,
  isFullyCorrect,
  isPassing,
  PASS_MARK_PERCENT,
  percentileRank,
  scoreBand,
  scorePercent,
} from './rules';

describe('§5 pass mark: 75% or more, rounded, passes', () => {
  it('rounds points earned of points possible to a whole percent', () => {
    expect(scorePercent(7, 10)).toBe(70);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 8)).toBe(13);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('passes at exactly the pass mark and fails just below it', () => {
    expect(PASS_MARK_PERCENT).toBe(75);
    expect(isPassing(75)).toBe(true);
    expect(isPassing(74)).toBe(false);
    expect(isPassing(100)).toBe(true);
  });

  it('passes a score that rounds up to 75 (for example 74.5%)', () => {
    // 149 of 200 is 74.5%, rounded to 75.
    expect(isPassing(scorePercent(149, 200))).toBe(true);
    expect(isPassing(scorePercent(148, 200))).toBe(false);
  });
});

describe('§9 score bands', () => {
  it.each([
    [100, 'Excellent'],
    [85, 'Excellent'],
    [84, 'Good'],
    [75, 'Good'],
    [74, 'Fair'],
    [65, 'Fair'],
    [64, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ])('%i%% is %s', (percent, band) => {
    expect(scoreBand(percent)).toBe(band);
  });
});

describe('percentile rank among first attempts', () => {
  it('counts the share below, ties as half', () => {
    expect(percentileRank(80, [60, 70, 80, 90])).toBe(63); // (2 + 0.5) / 4
    expect(percentileRank(100, [60, 70, 80, 90])).toBe(100);
    expect(percentileRank(50, [60, 70, 80, 90])).toBe(0);
  });

  it('is 0 with nobody to compare with', () => {
    expect(percentileRank(90, [])).toBe(0);
  });
});

describe('issue 23: a question counts as correct when it earned all its points', () => {
  it('full points answered is correct; partial credit, no points or no answer is not', () => {
    expect(isFullyCorrect(true, 1, 1)).toBe(true);
    expect(isFullyCorrect(true, 5, 5)).toBe(true);
    expect(isFullyCorrect(true, 3, 5)).toBe(false);
    expect(isFullyCorrect(true, 0, 1)).toBe(false);
    expect(isFullyCorrect(false, 0, 1)).toBe(false);
    expect(isFullyCorrect(true, null, 1)).toBe(false);
  });

  it('counts the questions fully correct: of 30 questions with 6 points earned, 2 are correct', () => {
    const items = [
      { response: { choice: 1 }, earned: 1, possible: 1 },
      { response: { choices: [0, 2] }, earned: 3, possible: 3 },
      { response: { choices: [0] }, earned: 2, possible: 3 },
      { response: { choice: 0 }, earned: 0, possible: 1 },
      ...Array.from({ length: 26 }, () => ({ response: null, earned: 0, possible: 1 })),
    ];
    expect(countFullyCorrect(items)).toBe(2);
  });
});
