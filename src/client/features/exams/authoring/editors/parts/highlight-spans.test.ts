import { describe, expect, it } from 'vitest';
import { markSpan, unmarkSpan } from './highlight-spans';

describe('issue 28 highlight editor: marking the selected words as a span', () => {
  const passage = 'Reports [[chest pressure]] and nausea; HR 112.';

  it('marks the selection without its edge spaces and says which span it became', () => {
    const from = passage.indexOf(' nausea');
    expect(markSpan(passage, from, from + ' nausea'.length)).toEqual({
      passage: 'Reports [[chest pressure]] and [[nausea]]; HR 112.',
      index: 1,
    });
    expect(markSpan(passage, 0, 7)).toEqual({
      passage: '[[Reports]] [[chest pressure]] and nausea; HR 112.',
      index: 0,
    });
  });

  it('refuses an empty selection and one that touches a span', () => {
    expect(markSpan(passage, 3, 3)).toEqual({ error: 'Select the words of the passage to mark first.' });
    expect('error' in markSpan(passage, 5, 14)).toBe(true);
  });

  it('unmarks a span, keeping its words', () => {
    expect(unmarkSpan(passage, 0)).toBe('Reports chest pressure and nausea; HR 112.');
    expect(unmarkSpan(passage, 3)).toBe(passage);
  });
});
