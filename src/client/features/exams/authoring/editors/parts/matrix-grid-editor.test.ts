import { describe, expect, it } from 'vitest';
import { moveTo, removeAt } from '../list-ops';
import { moveRowAnswers } from './matrix-grid-editor';

describe('moveRowAnswers', () => {
  it('keeps each row its answer when rows move, are removed or added', () => {
    const moved = moveTo(['a', 'b', 'c'], 0, 1);
    expect(moveRowAnswers([0, 1, 2], 3, moved.map, () => 0)).toEqual([1, 0, 2]);
    const removed = removeAt(['a', 'b', 'c'], 1);
    expect(moveRowAnswers([[0], [1], [0, 1]], 2, removed.map, () => [])).toEqual([[0], [0, 1]]);
    expect(
      moveRowAnswers(
        [[1]],
        2,
        (old) => old,
        () => [],
      ),
    ).toEqual([[1], []]);
  });
});
