import { after, type After, type Follower } from './write-buffer.js';

/**
 * A row's several follow-ups as the one `after` the buffer takes (a lead's webhook deliveries and
 * its owner's notice). Each inner follower still runs once per batch, with every row naming it.
 */
const together: Follower<After[]> = {
  async run(tx, rows) {
    const byFollower = new Map<Follower<never>, Array<{ id: number; item: never }>>();
    for (const { id, item } of rows) {
      for (const inner of item) {
        const list = byFollower.get(inner.follower) ?? [];
        list.push({ id, item: inner.item as never });
        byFollower.set(inner.follower, list);
      }
    }
    for (const [follower, list] of byFollower) await follower.run(tx, list);
  },
};

/** The follow-ups that are there, as one: undefined for none, the one itself for one. */
export function allOf(followUps: Array<After | undefined>): After | undefined {
  const present = followUps.filter((f): f is After => f !== undefined);
  if (present.length <= 1) return present[0];
  return after(together, present);
}
