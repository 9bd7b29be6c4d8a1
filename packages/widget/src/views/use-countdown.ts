import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from '@beckon/core';

/**
 * Whole seconds left of a countdown that ticks every TIMER_TICK_MS (SPEC §9); 0 when done. It
 * counts against a fixed deadline, so a slow render never stretches the time.
 */
export function useCountdown(seconds: number): number {
  const total = Math.max(0, Math.ceil(seconds));
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (total === 0) return;
    const deadline = Date.now() + total * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [total]);
  return left;
}
