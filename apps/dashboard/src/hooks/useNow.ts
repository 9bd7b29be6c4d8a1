import { useEffect, useState } from 'react';

/** The time now, moved on every `everyMs`: what depends on it (a discount code starting or ending) changes on screen. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
