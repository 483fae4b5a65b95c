import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Keeps a candidate in an exam (issue 21): while `active`, closing or reloading the tab asks the
 * browser's own question, and leaving by a link or the back button is held (`blocker.state` is
 * "blocked") until the screen's dialog proceeds or resets it. `release()` lets the exam's own exits
 * (Exit Exam, submission) through.
 */
export function useLeaveGuard(active: boolean): { blocker: Blocker; release: () => void } {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}

/**
 * While mounted, the page shows the exam alone: the site's top bar and footer are hidden
 * (`html[data-exam-focus]` in global.css), as on test day.
 */
export function useExamFocus(): void {
  useEffect(() => {
    document.documentElement.dataset.examFocus = 'true';
    return () => {
      delete document.documentElement.dataset.examFocus;
    };
  }, []);
}
