import { describe, expect, it } from 'vitest';
import { reviewShortcutFor } from './use-review-keyboard';

describe('issue 25 item 4: keyboard review', () => {
  it('Space shows the back, 1-4 grade, U undoes; other keys do nothing', () => {
    expect(reviewShortcutFor(' ')).toEqual({ kind: 'show' });
    expect(reviewShortcutFor('1')).toEqual({ kind: 'grade', grade: 1 });
    expect(reviewShortcutFor('4')).toEqual({ kind: 'grade', grade: 4 });
    expect(reviewShortcutFor('u')).toEqual({ kind: 'undo' });
    expect(reviewShortcutFor('U')).toEqual({ kind: 'undo' });
    expect(reviewShortcutFor('5')).toBeNull();
    expect(reviewShortcutFor('0')).toBeNull();
    expect(reviewShortcutFor('Enter')).toBeNull();
  });
});
