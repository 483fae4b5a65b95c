import { describe, expect, it } from 'vitest';
import { moveTo, problemsFor, remapKeys, removeAt, toggleKey } from './list-ops';

describe('list edits keep the keys on their options', () => {
  it('removing an option drops its key and renumbers the later ones', () => {
    const { list, map } = removeAt(['a', 'b', 'c', 'd'], 1);
    expect(list).toEqual(['a', 'c', 'd']);
    expect(remapKeys([0, 1, 3], map)).toEqual([0, 2]);
  });

  it('moving an option carries its key', () => {
    const { list, map } = moveTo(['a', 'b', 'c'], 0, 1);
    expect(list).toEqual(['b', 'a', 'c']);
    expect(remapKeys([0, 2], map)).toEqual([1, 2]);
  });

  it('a move past either end changes nothing', () => {
    expect(moveTo(['a', 'b'], 0, -1).list).toEqual(['a', 'b']);
    expect(moveTo(['a', 'b'], 1, 2).list).toEqual(['a', 'b']);
  });

  it('toggling a key keeps the keys sorted', () => {
    expect(toggleKey([0, 3], 1, true)).toEqual([0, 1, 3]);
    expect(toggleKey([0, 1, 3], 1, false)).toEqual([0, 3]);
  });
});

describe('problemsFor', () => {
  it('picks the sentences naming a field', () => {
    const problems = [
      'The item, field correctAnswers: correctAnswers must hold at least 1 key.',
      'The item, field stem: stem must not be empty.',
      'The item: options must all be different.',
    ];
    expect(problemsFor(problems, 'options', 'correctAnswers')).toEqual([problems[0], problems[2]]);
  });
});
