import { useEffect, useEffectEvent } from 'react';
import type { Grade } from '../../../shared/flashcards/schemas';

/** What a key does on the review screen (issue 25 item 4): Space shows the back, 1-4 grade, U undoes. */
export type ReviewShortcut = { kind: 'show' } | { kind: 'grade'; grade: Grade } | { kind: 'undo' };

/** The review screen's shortcut for `key` (KeyboardEvent.key), or null. */
export function reviewShortcutFor(key: string): ReviewShortcut | null {
  if (key === ' ' || key === 'Spacebar') return { kind: 'show' };
  if (key === '1' || key === '2' || key === '3' || key === '4') return { kind: 'grade', grade: Number(key) as Grade };
  if (key.toLowerCase() === 'u') return { kind: 'undo' };
  return null;
}

/**
 * The review screen's keyboard (listed on screen): active while `enabled`; ignored with a modifier
 * held, while the focus is in a text field or a dialog, and (Space only) on a button, link or tab,
 * where Space presses that control instead.
 */
export function useReviewKeyboard(enabled: boolean, act: (shortcut: ReviewShortcut) => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [role="dialog"], [contenteditable="true"]')) return;
    const shortcut = reviewShortcutFor(event.key);
    if (!shortcut) return;
    if (shortcut.kind === 'show' && target?.closest('button, a, [role="tab"]')) return;
    event.preventDefault();
    act(shortcut);
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
