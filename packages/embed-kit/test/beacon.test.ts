import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beacon, postJson } from '../src/beacon.js';

interface ClosedLike {
  client_id: string;
  close_trigger: string;
}
const body: ClosedLike = { client_id: 'site', close_trigger: 'x_button' };
const url = 'https://beckon.test/api/display/closed/popup00000001';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{"poptin_view_id":"7"}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function blobText(blob: Blob): Promise<string> {
  return new Response(blob).text();
}

describe('beacon', () => {
  it('goes by sendBeacon as text/plain JSON when the browser takes it', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    beacon<ClosedLike>(url, body);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [to, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(to).toBe(url);
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blobText(blob))).toEqual(body);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['sendBeacon is missing', {}],
    ['sendBeacon refuses the payload', { sendBeacon: () => false }],
    [
      'sendBeacon throws',
      {
        sendBeacon: () => {
          throw new TypeError('illegal invocation');
        },
      },
    ],
  ])('falls back to a keepalive fetch when %s', (_name, nav) => {
    vi.stubGlobal('navigator', nav);
    beacon(url, body);
    expect(fetchMock).toHaveBeenCalledWith(
      url,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify(body),
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
  });

  it('swallows a failed fallback: nothing reaches the page', async () => {
    vi.stubGlobal('navigator', {});
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    beacon(url, body);
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('postJson', () => {
  it('posts text/plain JSON (no preflight) and answers the reply', async () => {
    await expect(postJson<{ poptin_view_id: string }, ClosedLike>(url, body)).resolves.toEqual({ poptin_view_id: '7' });
    expect(fetchMock).toHaveBeenCalledWith(url, expect.objectContaining({ body: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } }));
  });

  it('throws on an answer other than 2xx', async () => {
    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 503 }));
    await expect(postJson(url, body)).rejects.toThrow(`${url} answered 503`);
  });
});
