import { describe, expect, it } from 'vitest';
import { selectNRenderer } from './renderer';

describe('the select-N renderer', () => {
  it('counts one choice or more as an answer, and leaves the letter keys unused', () => {
    expect(selectNRenderer.isAnswered(null)).toBe(false);
    expect(selectNRenderer.isAnswered({ choices: [3] })).toBe(true);
    expect(selectNRenderer.choose({ choices: [3] }, 1)).toEqual({ choices: [3] });
  });
});
