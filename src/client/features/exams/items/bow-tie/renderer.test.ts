import { describe, expect, it } from 'vitest';
import { bowTieRenderer } from './renderer';

describe('bow-tie renderer: when the item counts as answered', () => {
  it('waits for all five slots: the condition and two options in each wing', () => {
    const { isAnswered, choose } = bowTieRenderer;
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ condition: 1, actions: [0, 3], parameters: [2] })).toBe(false);
    expect(isAnswered({ condition: null, actions: [0, 3], parameters: [2, 4] })).toBe(false);
    expect(isAnswered({ condition: 1, actions: [0, 3], parameters: [2, 4] })).toBe(true);
    expect(choose({ condition: 1, actions: [], parameters: [] }, 2)).toEqual({
      condition: 1,
      actions: [],
      parameters: [],
    });
  });
});
