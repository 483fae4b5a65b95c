import { describe, expect, it } from 'vitest';
import {
  indexAfterInsert,
  indexAfterMove,
  indexAfterRemove,
  insertAt,
  keysAfterRemove,
  moveTo,
  removeAt,
  replaceAt,
  toggleKey,
} from './h6-list';

describe('issue 28 editors: list edits keep the key on its entry', () => {
  it('inserts, removes, replaces and moves entries', () => {
    expect(insertAt(['a', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a'], 'b')).toEqual(['a', 'b']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(replaceAt(['a', 'b'], 1, 'x')).toEqual(['a', 'x']);
    expect(moveTo(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveTo(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('follows a key through removals, insertions and moves', () => {
    expect(indexAfterRemove(2, 1)).toBe(1);
    expect(indexAfterRemove(1, 1)).toBeNull();
    expect(indexAfterRemove(0, 1)).toBe(0);
    expect(indexAfterInsert(1, 1)).toBe(2);
    expect(indexAfterInsert(0, 1)).toBe(0);
    for (const [from, to] of [
      [0, 2],
      [2, 0],
      [1, 3],
      [3, 1],
    ] as const) {
      const list = ['a', 'b', 'c', 'd'];
      const moved = moveTo(list, from, to);
      list.forEach((entry, index) => {
        expect(moved[indexAfterMove(index, from, to)]).toBe(entry);
      });
    }
    expect(keysAfterRemove([0, 2, 3], 2)).toEqual([0, 2]);
    expect(toggleKey([3, 0], 1, true)).toEqual([0, 1, 3]);
    expect(toggleKey([0, 1], 1, false)).toEqual([0]);
  });
});
