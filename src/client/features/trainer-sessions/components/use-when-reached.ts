import { useEffect, useRef, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether the moment `at` (ISO 8601; null: never) has come, updated without a reload: a timer fires
 * when it comes and calls `onReached` once (issue 27 item 3: the meeting link is fetched then).
 * A moment already past is reached at once. The timer is cleared on unmount or when `at` changes.
 */
export function useWhenReached(at: string | null, onReached?: () => void): boolean {
  const target = at === null ? null : new Date(at).getTime();
  const [reached, setReached] = useState(() => target !== null && target <= Date.now());
  const callback = useRef(onReached);
  callback.current = onReached;

  useEffect(() => {
    if (target === null || Number.isNaN(target)) {
      setReached(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = target - Date.now();
      if (left <= 0) {
        setReached(true);
        callback.current?.();
        return;
      }
      setReached(false);
      timer = setTimeout(check, Math.min(left, MAX_DELAY_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [target]);

  return reached;
}
