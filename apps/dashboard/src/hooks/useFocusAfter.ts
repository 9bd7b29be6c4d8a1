import { useEffect, useState } from 'react';

/**
 * Asks for the focus to move to an element (by id) once the render showing a change is done, so
 * after a save or a removal the owner lands where the change shows rather than on nothing.
 */
export function useFocusAfter(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    // A timer, not at once: a dialog closing with the change gives the focus back on a timer of its own.
    const timer = setTimeout(() => {
      document.getElementById(target)?.focus();
      setTarget(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [target]);
  return setTarget;
}
