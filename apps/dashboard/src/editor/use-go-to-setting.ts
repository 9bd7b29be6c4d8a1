import { useEffect, useState } from 'react';
import type { ScreenName } from '@beckon/core';
import { controlId, type Path } from './model.js';
import { screenOf, tabOf, type TabId } from './tabs.js';

/** The nearest control that exists for a path: the control itself, else a block or list around it. */
function controlFor(path: Path): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const prefix = parts.slice(0, n).join('.');
    const el = document.getElementById(controlId(prefix)) ?? document.querySelector<HTMLElement>(`[data-path="${prefix}"] :is(input,select,textarea,button)`);
    if (el) return el;
  }
  return null;
}

/** From a problem to its setting: its tab, its screen, then focus on its control. */
export function useGoToSetting(tab: TabId, setTab: (tab: TabId) => void, screen: ScreenName, setScreen: (screen: ScreenName) => void): (path: Path) => void {
  const [focusPath, setFocusPath] = useState<Path | null>(null);

  useEffect(() => {
    if (!focusPath) return;
    // The tab's panel may mount a frame later, so the control is looked for over a few frames.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const el = controlFor(focusPath);
      if (el) {
        el.focus();
        el.scrollIntoView?.({ block: 'center' });
        setFocusPath(null);
      } else if ((tries += 1) < 10) frame = requestAnimationFrame(attempt);
      else setFocusPath(null);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusPath, tab, screen]);

  return (path: Path) => {
    setTab(tabOf(path));
    const onScreen = screenOf(path);
    if (onScreen) setScreen(onScreen);
    setFocusPath(path);
  };
}
