import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from './support/replies.js';
import { MAX_RETRY_AFTER_MS, postFormWithRetry, RejectedError, RETRY_DELAYS_MS } from '../src/runtime/network/transport.js';

const URL_ = 'https://beckon.test/api/display/conversion/abcdefghijklm';
const FIELDS = { email: 'ann@example.com', submission_id: 's-1' };

type Answer = number | 'offline' | { status: number; retryAfter: string };
/** One scripted answer per attempt: a status, a dead network, or a status with Retry-After. */
function serverAnswering(...answers: Answer[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers[Math.min(fetch.mock.calls.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const { status, retryAfter } = typeof answer === 'number' ? { status: answer, retryAfter: undefined } : answer;
    const body = status < 300 ? JSON.stringify({ ok: true, attempt: fetch.mock.calls.length }) : JSON.stringify({ message: `refused ${status}` });
    return reply(body, status, retryAfter ? { 'Retry-After': retryAfter } : {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Starts the post; its outcome is captured at once, so a rejection is never unhandled while time runs. */
function post() {
  const outcome = { settled: false, value: undefined as unknown, error: undefined as unknown };
  const done = postFormWithRetry<{ attempt: number }>(URL_, FIELDS).then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return { outcome, done };
}

const [first, second, third] = RETRY_DELAYS_MS;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the lead post retries what the server may still accept (issue 16)', () => {
  it.each([
    ['a 503, then accepted', [503, 200], 2],
    ['a dead network, then accepted', ['offline', 200], 2],
    ['two 502s and a 500, then accepted on the last try', [502, 502, 500, 200], 4],
    ['accepted at once', [200], 1],
  ] as Array<[string, Answer[], number]>)('%s', async (_name, answers, attempts) => {
    const fetch = serverAnswering(...answers);
    const { outcome, done } = post();
    await vi.advanceTimersByTimeAsync(first + second + third);
    await done;
    expect(outcome.value).toEqual({ ok: true, attempt: attempts });
    expect(fetch).toHaveBeenCalledTimes(attempts);
  });

  it('waits the planned delays between tries, no less', async () => {
    const fetch = serverAnswering(503);
    const start = Date.now();
    const triedAt: number[] = [];
    fetch.mockImplementation(async () => {
      triedAt.push(Date.now() - start);
      return reply('', 503);
    });
    const { done } = post();
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    expect(triedAt).toEqual([0, first, first + second, first + second + third]);
  });

  it('gives up after the last delay with the last error', async () => {
    const fetch = serverAnswering(503, 'offline', 503, 502);
    const { outcome, done } = post();
    await vi.advanceTimersByTimeAsync(first + second + third - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fetch).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(outcome.error).toBeInstanceOf(Error);
    expect(outcome.error).not.toBeInstanceOf(RejectedError);
    expect((outcome.error as Error).message).toBe('server error 502');
  });

  it("the last error may be the network's", async () => {
    serverAnswering(503, 503, 503, 'offline');
    const { outcome, done } = post();
    await vi.advanceTimersByTimeAsync(first + second + third);
    await done;
    expect(outcome.error).toBeInstanceOf(TypeError);
  });

  it.each([400, 403, 409, 422, 429])('never retries a %i: the server refused the content, with its message', async (status) => {
    const fetch = serverAnswering(status, 200);
    const { outcome } = post();
    await vi.advanceTimersByTimeAsync(first + second + third);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome.error).toBeInstanceOf(RejectedError);
    expect((outcome.error as Error).message).toBe(`refused ${status}`);
  });

  it('a refusal without a JSON message still says its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('<html>nope</html>', 422)),
    );
    const { outcome } = post();
    await vi.advanceTimersByTimeAsync(first + second + third);
    expect((outcome.error as Error).message).toBe('rejected (422)');
  });

  it('every try carries the same body, so the submission id lets the server keep one lead', async () => {
    const fetch = serverAnswering(503, 'offline', 503, 200);
    const { done } = post();
    await vi.advanceTimersByTimeAsync(first + second + third);
    await done;
    const bodies = fetch.mock.calls.map(([, init]) => String(init.body));
    expect(bodies).toEqual(Array(4).fill(new URLSearchParams(FIELDS).toString()));
    expect(fetch.mock.calls.every(([url, init]) => url === URL_ && init.method === 'POST' && init.credentials === 'omit')).toBe(true);
  });
});

describe('a 503 with Retry-After (issue 16)', () => {
  it.each([
    ['longer than planned: waits what the server asked', '3', 3_000],
    ['shorter than planned: keeps the planned delay', '0', first],
    ['absurdly long: bounded', '3600', MAX_RETRY_AFTER_MS],
    ['an HTTP-date: keeps the planned delay', 'Wed, 21 Oct 2026 07:28:00 GMT', first],
    ['not a number: keeps the planned delay', 'soon', first],
  ])('%s', async (_name, retryAfter, expectedWait) => {
    const fetch = serverAnswering({ status: 503, retryAfter }, 200);
    const { outcome, done } = post();
    await vi.advanceTimersByTimeAsync(expectedWait - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(outcome.value).toEqual({ ok: true, attempt: 2 });
  });

  it('is read on a 503 only: another 5xx keeps the plan', async () => {
    const fetch = serverAnswering({ status: 500, retryAfter: '5' }, 200);
    const { done } = post();
    await vi.advanceTimersByTimeAsync(first);
    await done;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('applies to the try it precedes only', async () => {
    const fetch = serverAnswering({ status: 503, retryAfter: '6' }, 503, 200);
    const { done } = post();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(second);
    await done;
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
