import { describe, expect, it } from 'vitest';
import { DecodeGate } from '../src/images/decode-gate.js';

/** Issue 23: uploads decode a bounded number of pictures at once, the rest wait their turn in order. */
describe('the decode gate', () => {
  it.each([
    { limit: 1, tasks: 4 },
    { limit: 2, tasks: 5 },
    { limit: 3, tasks: 2 },
  ])('runs at most $limit of $tasks at once, in the order they came, and passes on failures', async ({ limit, tasks }) => {
    const gate = new DecodeGate(limit);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const results = Array.from({ length: tasks }, (_, i) =>
      gate
        .run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => releases.push(resolve));
          running -= 1;
          if (i === 0) throw new Error('damaged');
          return i;
        })
        .catch((error: Error) => error.message),
    );
    // Let each started task finish one by one until all have run.
    for (let done = 0; done < tasks; done += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBeLessThanOrEqual(limit);
      releases.shift()!();
    }
    expect(await Promise.all(results)).toEqual(['damaged', ...Array.from({ length: tasks - 1 }, (_, i) => i + 1)]);
    expect(most).toBe(Math.min(limit, tasks));
    expect(started).toEqual(Array.from({ length: tasks }, (_, i) => i));
  });
});
