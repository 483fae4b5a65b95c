import { useRef } from 'react';

/**
 * What a dialog shows: `value` while it is set, else the last value it had, so the dialog keeps its
 * content while it fades out after `value` became null (the dialog's "closed").
 */
export function useLastShown<T>(value: T | null): T | null {
  const shown = useRef<T | null>(null);
  if (value !== null) shown.current = value;
  return value ?? shown.current;
}
