import { describe, expect, it } from 'vitest';
import { chooseToken, insertTokenBlank, moveToken, removeToken, unusedToken } from './cloze-token-edits';

const item = { text: '{{0}} and then {{1}}', tokens: ['a', 'b', 'c', 'd'], correctAnswers: [2, 0] };

describe('issue 28 drag-and-drop editor: the key follows its token', () => {
  it('keeps each blank on its token when tokens move', () => {
    const moved = moveToken(item, 2, 0);
    expect(moved.tokens).toEqual(['c', 'a', 'b', 'd']);
    expect(moved.correctAnswers.map((key) => moved.tokens[key])).toEqual(['c', 'a']);
  });

  it('gives a blank whose token was removed the first token no other blank uses', () => {
    const removed = removeToken(item, 2);
    expect(removed.tokens).toEqual(['a', 'b', 'd']);
    expect(removed.correctAnswers).toEqual([1, 0]);
  });

  it('fills a new blank with an unused token, or a new empty one when all are used', () => {
    expect(insertTokenBlank(item, '{{0}} {{1}} then {{2}}', 1).correctAnswers).toEqual([2, 1, 0]);
    const full = { text: '{{0}}', tokens: ['a'], correctAnswers: [0] };
    expect(insertTokenBlank(full, '{{0}} {{1}}', 1)).toEqual({
      text: '{{0}} {{1}}',
      tokens: ['a', ''],
      correctAnswers: [0, 1],
    });
    expect(unusedToken(2, [0, 1])).toBeNull();
  });

  it('swaps tokens when a blank takes the token another blank had', () => {
    expect(chooseToken(item, 0, 0).correctAnswers).toEqual([0, 2]);
    expect(chooseToken(item, 1, 3).correctAnswers).toEqual([2, 3]);
  });
});
