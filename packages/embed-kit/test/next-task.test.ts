import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../src/next-task.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('nextTask: the work after it runs in a task of its own (issue 22)', () => {
  it("resolves after this task's microtasks, not within the task that asked", async () => {
    const order: string[] = [];
    const hop = nextTask().then(() => order.push('after the hop'));
    void Promise.resolve().then(() => order.push('microtask'));
    for (let i = 0; i < 50; i++) await Promise.resolve();
    order.push('end of the task');
    await hop;
    expect(order).toEqual(['microtask', 'end of the task', 'after the hop']);
  });

  it('is not held by a faked clock (a page or a test that pauses its timers)', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });

  it('without MessageChannel (a hostile or old page), a zero-delay timer', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    vi.useFakeTimers();
    let hopped = false;
    void nextTask().then(() => (hopped = true));
    await Promise.resolve();
    expect(hopped).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(hopped).toBe(true);
  });
});
