import { describe, expect, it } from 'vitest';
import { multipleResponseGroupingRenderer } from './renderer';

describe('the multiple-response-grouping renderer', () => {
  it('counts a choice in any group as an answer, nothing chosen anywhere as none', () => {
    expect(multipleResponseGroupingRenderer.isAnswered(null)).toBe(false);
    expect(multipleResponseGroupingRenderer.isAnswered({ choices: [[], []] })).toBe(false);
    expect(multipleResponseGroupingRenderer.isAnswered({ choices: [[], [1]] })).toBe(true);
  });
});
