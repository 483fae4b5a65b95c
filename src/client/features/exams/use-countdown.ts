import { useEffect, useEffectEvent, useState } from 'react';
import { secondsUntil } from '../../../shared/exams/countdown';

/**
 * A countdown that ticks each second from `remainingSeconds` (as the server reported it when the
 * attempt was loaded) and calls `onExpire` once when it reaches zero (spec §4 "Quiz").
 * It counts against the browser's clock from the moment it mounts, so a slow tab cannot stretch
 * the time: every tick recomputes from the local deadline. Returns the whole seconds left.
 */
export function useCountdown(remainingSeconds: number, onExpire: () => void): number {
  const [deadline] = useState(() => Date.now() + remainingSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline, Date.now()));
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    let fired = false;
    const tick = () => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        expire();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);

  return secondsLeft;
}
