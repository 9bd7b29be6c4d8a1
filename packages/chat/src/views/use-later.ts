import { useCallback, useEffect, useRef } from 'react';

/** setTimeout tied to the component: whatever is still pending when it unmounts is dropped. */
export function useLater(): (ms: number, run: () => void) => void {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  return useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);
}
