import { describe, expect, it } from 'vitest';
import { itemRenderers } from './renderers';

describe('answering by keyboard or click, per item type', () => {
  it('multiple choice: a new option replaces the answer', () => {
    const { choose, isAnswered } = itemRenderers['multiple-choice'];
    expect(choose(null, 2)).toEqual({ choice: 2 });
    expect(choose({ choice: 2 }, 0)).toEqual({ choice: 0 });
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choice: 0 })).toBe(true);
  });

  it('select all that apply: an option toggles, in order, and nothing chosen is no answer', () => {
    const { choose, isAnswered } = itemRenderers['select-all-that-apply'];
    expect(choose(null, 3)).toEqual({ choices: [3] });
    expect(choose({ choices: [3] }, 0)).toEqual({ choices: [0, 3] });
    expect(choose({ choices: [0, 3] }, 3)).toEqual({ choices: [0] });
    expect(choose({ choices: [0] }, 0)).toBeNull();
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choices: [1] })).toBe(true);
  });
});
