import { describe, expect, it } from 'vitest';
import { shortcutFor } from './use-exam-keyboard';

describe('exam keyboard shortcuts', () => {
  it('chooses options with A to E and 1 to 6, either case', () => {
    expect(shortcutFor('a')).toEqual({ kind: 'choose', index: 0 });
    expect(shortcutFor('E')).toEqual({ kind: 'choose', index: 4 });
    expect(shortcutFor('1')).toEqual({ kind: 'choose', index: 0 });
    expect(shortcutFor('6')).toEqual({ kind: 'choose', index: 5 });
  });

  it('flags with F, moves with N and P, and ignores other keys', () => {
    expect(shortcutFor('f')).toEqual({ kind: 'flag' });
    expect(shortcutFor('N')).toEqual({ kind: 'next' });
    expect(shortcutFor('p')).toEqual({ kind: 'previous' });
    expect(shortcutFor('7')).toBeNull();
    expect(shortcutFor('g')).toBeNull();
    expect(shortcutFor('Enter')).toBeNull();
  });
});
