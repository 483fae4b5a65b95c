import { describe, expect, it } from 'vitest';
import { placeProblems, problemMessage, problemPath } from './h6-problems';

describe('issue 28 editors: each problem under the field it names, else at the top', () => {
  it('reads the field of checkAuthoredContent sentences and of bare schema sentences', () => {
    expect(problemPath('The item, field dropdowns.0.options: options must hold 3 to 5 texts.')).toBe(
      'dropdowns.0.options',
    );
    expect(problemPath('tokens must hold 4 to 10 texts.')).toBe('tokens');
    expect(problemPath('The item: the explanation does not discuss token A.')).toBe('the');
    expect(problemMessage('Item 2, field text: text must not be empty.')).toBe('text must not be empty.');
  });

  it('places a problem under the longest matching field and the others at the top', () => {
    const placed = placeProblems(
      [
        'The item, field dropdowns.1.options.0: each option must not be empty.',
        'The item, field text: text must hold {{0}} in order.',
        'The item: the explanation does not discuss drop-down 2.',
      ],
      ['text', 'dropdowns', 'dropdowns.1'],
    );
    expect(placed.at('dropdowns.1')).toEqual(['each option must not be empty.']);
    expect(placed.at('dropdowns')).toEqual([]);
    expect(placed.at('text')).toEqual(['text must hold {{0}} in order.']);
    expect(placed.top).toEqual(['The item: the explanation does not discuss drop-down 2.']);
  });
});
