import { useEffect, useRef } from 'react';

/** Ctrl+S / Cmd+S saves instead of the browser's "save page", in the dashboard and in the preview frame. */
export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    const frames = () =>
      [...document.querySelectorAll<HTMLIFrameElement>('iframe.ed-frame')].map((f) => f.contentWindow).filter((w): w is Window => w !== null);
    const targets: Array<Window> = [window, ...frames()];
    targets.forEach((t) => t.addEventListener('keydown', onKey));
    return () => targets.forEach((t) => t.removeEventListener('keydown', onKey));
  });
}
