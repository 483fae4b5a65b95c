import { useEffect, useEffectEvent } from 'react';

/** What the exam's keyboard shortcuts do; each returns nothing and may be a no-op when not allowed. */
export interface ExamShortcuts {
  /** Part `index` of the item on screen (A or 1 = 0): an option, for the types that have options (each type's keyboard.ts). */
  choose: (index: number) => void;
  next: () => void;
  previous: () => void;
  flag: () => void;
}

/** A to E and 1 to 6 choose an option; F flags (so the sixth option is 6 only); N and P move. */
export function shortcutFor(
  key: string,
): { kind: 'choose'; index: number } | { kind: 'next' | 'previous' | 'flag' } | null {
  const lower = key.toLowerCase();
  if (/^[1-6]$/.test(lower)) return { kind: 'choose', index: Number(lower) - 1 };
  if (/^[a-e]$/.test(lower)) return { kind: 'choose', index: lower.charCodeAt(0) - 97 };
  if (lower === 'f') return { kind: 'flag' };
  if (lower === 'n') return { kind: 'next' };
  if (lower === 'p') return { kind: 'previous' };
  return null;
}

/**
 * The exam screen's keyboard shortcuts (listed on screen): active while `enabled`, ignored while
 * the focus is in a text field or a dialog, or with a modifier key held.
 */
export function useExamKeyboard(enabled: boolean, shortcuts: ExamShortcuts): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input[type="text"], input[type="number"], textarea, select, [role="dialog"]')) return;
    const shortcut = shortcutFor(event.key);
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut.kind === 'choose') shortcuts.choose(shortcut.index);
    else shortcuts[shortcut.kind]();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
