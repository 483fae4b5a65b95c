import { describe, expect, it } from 'vitest';
import { countCorrect, isPassing, optionLetter, PASS_MARK_PERCENT, percentCorrect, scoreBand } from './rules';

describe('§4 quiz scoring', () => {
  it('counts answers equal to the correct index', () => {
    expect(countCorrect([0, 1, 2, 3], [0, 1, 2, 3])).toBe(4);
    expect(countCorrect([0, 1, 2, 3], [3, 2, 1, 0])).toBe(0);
    expect(countCorrect([2, 2, 0, 1], [2, 1, 0, 3])).toBe(2);
  });

  it('never counts an unanswered question (-1)', () => {
    expect(countCorrect([-1, -1, 1], [0, 1, 1])).toBe(1);
    expect(countCorrect([], [0, 1])).toBe(0);
  });
});

describe('§5 pass mark: 75% or more, rounded, passes', () => {
  it('rounds the percentage to a whole number', () => {
    expect(percentCorrect(7, 10)).toBe(70);
    expect(percentCorrect(2, 3)).toBe(67);
    expect(percentCorrect(1, 8)).toBe(13);
    expect(percentCorrect(0, 0)).toBe(0);
  });

  it('passes at exactly the pass mark and fails just below it', () => {
    expect(PASS_MARK_PERCENT).toBe(75);
    expect(isPassing(75)).toBe(true);
    expect(isPassing(74)).toBe(false);
    expect(isPassing(100)).toBe(true);
  });

  it('passes a score that rounds up to 75 (for example 74.5%)', () => {
    // 149 of 200 is 74.5%, rounded to 75.
    expect(isPassing(percentCorrect(149, 200))).toBe(true);
    expect(isPassing(percentCorrect(148, 200))).toBe(false);
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

describe('§9 options lettered A-D', () => {
  it('letters indexes 0-3 and marks anything else as "-"', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
    expect(optionLetter(-1)).toBe('-');
    expect(optionLetter(4)).toBe('-');
  });
});
