import { describe, expect, it } from 'vitest';
import { PEER_MIN_ANSWERS } from '../../../../shared/exams/rules';
import type { QuestionContent } from '../../../../shared/items/registry';
import { buildQuestion, buildSataQuestion } from '../../../testing/question-factory';
import { type ItemPeerStats, optionCountOf, optionShares, practicePercentile, toItemPeers } from './peer-rules';

const mc = buildQuestion(1) as QuestionContent;
const sata = buildSataQuestion(1) as QuestionContent;

function stats(overrides: Partial<ItemPeerStats> = {}): ItemPeerStats {
  return {
    answers: 20,
    correct: 13,
    medianSeconds: 47.5,
    meanPointsShare: 0.65,
    optionCounts: new Map([
      [0, 13],
      [2, 7],
    ]),
    ...overrides,
  };
}

describe('issue 25 item 2: option shares', () => {
  it('gives each option the rounded percent of first answers that chose it, 0 for an option nobody chose', () => {
    expect(
      optionShares(
        new Map([
          [0, 1],
          [1, 2],
        ]),
        3,
        4,
      ),
    ).toEqual([33, 67, 0, 0]);
  });

  it('gives all zeros when nobody answered', () => {
    expect(optionShares(new Map(), 0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('lists options for multiple choice, SATA and select N only', () => {
    expect(optionCountOf(mc)).toBe(4);
    expect(optionCountOf(sata)).toBe(5);
    expect(optionCountOf({ ...mc, itemType: 'calculation' } as unknown as QuestionContent)).toBeNull();
  });
});

describe('issue 25 item 2: the figures appear from PEER_MIN_ANSWERS first answers', () => {
  it('is 20 answers', () => {
    expect(PEER_MIN_ANSWERS).toBe(20);
  });

  it('below 20 gives the count so far and no figures', () => {
    expect(toItemPeers(stats({ answers: 19 }), mc, 1, 30)).toEqual({
      answers: 19,
      needed: 20,
      yourSeconds: 30,
      figures: null,
    });
    expect(toItemPeers(undefined, mc, 1, 0)).toEqual({ answers: 0, needed: 20, yourSeconds: 0, figures: null });
  });

  it('at 20 gives the percent right, the median rounded to the second and the option shares', () => {
    expect(toItemPeers(stats(), mc, 1, 30)).toEqual({
      answers: 20,
      needed: 20,
      yourSeconds: 30,
      figures: { percentCorrect: 65, medianSeconds: 48, optionShares: [65, 0, 35, 0] },
    });
  });

  it('adds the mean percent of points for an item worth more than one point', () => {
    expect(toItemPeers(stats(), sata, 3, 30).figures?.meanPointsPercent).toBe(65);
  });

  it('gives no option shares for a type without one list of options', () => {
    const calculation = { ...mc, itemType: 'calculation' } as unknown as QuestionContent;
    expect(toItemPeers(stats(), calculation, 1, 30).figures?.optionShares).toBeUndefined();
  });
});

describe('issue 25 item 2: a practice’s percentile among takers of the same items', () => {
  const others = (count: number, earned: number, answered = 4) =>
    Array.from({ length: count }, () => ({ answered, earned, possible: answered }));

  it('ranks the percent against each other taker’s percent on the items she answered, ties counting half', () => {
    // 10 at 50%, 10 at 100%; 100% beats 10 and ties 10: 75.
    expect(practicePercentile(100, [...others(10, 2), ...others(10, 4)], 4)).toEqual({ percentile: 75, takers: 20 });
  });

  it('counts only takers who answered at least half of the items', () => {
    expect(practicePercentile(50, [...others(20, 1, 2), ...others(5, 1, 1)], 4)).toEqual({
      percentile: 50,
      takers: 20,
    });
    expect(practicePercentile(50, others(25, 1, 1), 4)).toBeNull();
  });

  it('gives no rank with fewer than 20 such takers', () => {
    expect(practicePercentile(50, others(19, 2), 4)).toBeNull();
  });
});
