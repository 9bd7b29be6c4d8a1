/**
 * SPEC §4: only one lightbox, gamified or fullpage pop-up is on screen at a time; the others
 * wait in the order their triggers fired. Issue 15 extends that to every screen slot (core's
 * displaySlotOf): each slot holds one pop-up, so two bars on one edge take turns too.
 */
export interface SlotQueue {
  /** runs `show` now, or when the slot's pop-up on screen has closed */
  request(slot: string, id: string, show: () => void): void;
  /** the slot's pop-up on screen has gone */
  release(slot: string): void;
  clear(): void;
}

export function slotQueue(): SlotQueue {
  const busy = new Set<string>();
  let waiting: Array<{ slot: string; id: string; show: () => void }> = [];
  return {
    request(slot, id, show) {
      if (!busy.has(slot)) {
        busy.add(slot);
        show();
      } else if (!waiting.some((w) => w.id === id)) {
        waiting.push({ slot, id, show });
      }
    },
    release(slot) {
      busy.delete(slot);
      const next = waiting.find((w) => w.slot === slot);
      if (next) {
        waiting = waiting.filter((w) => w !== next);
        this.request(slot, next.id, next.show);
      }
    },
    clear() {
      busy.clear();
      waiting = [];
    },
  };
}
