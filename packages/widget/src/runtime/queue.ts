/**
 * SPEC §4: only one lightbox, gamified or fullpage pop-up is on screen at a time; the others
 * wait in the order their triggers fired.
 */
export interface ExclusiveQueue {
  /** runs `show` now, or when the one on screen has closed */
  request(id: string, show: () => void): void;
  /** the exclusive pop-up on screen has gone */
  release(): void;
  clear(): void;
}

export function exclusiveQueue(): ExclusiveQueue {
  let busy = false;
  const waiting: Array<{ id: string; show: () => void }> = [];
  return {
    request(id, show) {
      if (!busy) {
        busy = true;
        show();
      } else if (!waiting.some((w) => w.id === id)) {
        waiting.push({ id, show });
      }
    },
    release() {
      busy = false;
      const next = waiting.shift();
      if (next) this.request(next.id, next.show);
    },
    clear() {
      busy = false;
      waiting.length = 0;
    },
  };
}
