import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IMAGE_UPLOAD_MAX_BYTES, type ImageResponse } from '@beckon/core/api';
import { ImagePicker } from '../../src/editor/image/ImagePicker.js';
import { variantFor, type ImageUse } from '../../src/editor/image/pick-variant.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const copy = (width: number, height = Math.round(width / 2)) => ({
  width,
  height,
  bytes: width * 10,
  url: `http://beckon.test/images/${'a'.repeat(32)}-${width}.webp`,
});
const picture = (id: string, name: string, widths: number[]): ImageResponse => ({
  id,
  name,
  source_format: 'jpeg',
  width: widths[widths.length - 1]!,
  height: Math.round(widths[widths.length - 1]! / 2),
  animated: false,
  variants: widths.map((w) => ({ ...copy(w), url: `http://beckon.test/images/${id.padEnd(32, '0')}-${w}.webp` })),
  created_at: 0,
});

describe('which copy a picture links', () => {
  it.each<{ widths: number[]; use: ImageUse; chosen: number }>([
    { widths: [480, 960, 1600], use: 'picture', chosen: 960 },
    { widths: [480, 960, 1600], use: 'wide', chosen: 1600 },
    { widths: [480, 960, 1600], use: 'card', chosen: 480 },
    { widths: [480, 700], use: 'picture', chosen: 700 },
    { widths: [300], use: 'card', chosen: 300 },
    { widths: [480, 960, 1200], use: 'wide', chosen: 1200 },
  ])('$use of $widths: $chosen', ({ widths, use, chosen }) => {
    expect(variantFor(picture('p', 'p.jpg', widths), use)?.width).toBe(chosen);
  });
});

/** A stand-in for XMLHttpRequest: the test says when the upload progresses and how it ends. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static created = 0;
  status = 0;
  responseText = '';
  body = '';
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.created += 1;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
  }
  progress(share: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup(images: ImageResponse[] = [], value = '') {
  FakeXhr.last = undefined;
  FakeXhr.created = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const calls = fakeApi({
    'GET /api/admin/images': () => ({
      status: 200,
      body: { images, used: { count: images.length, bytes: 1024 }, limits: { count: 200, bytes: 100 * 1024 * 1024, upload_bytes: IMAGE_UPLOAD_MAX_BYTES } },
    }),
    'DELETE /api/admin/images/old1': () => ({ status: 200, body: { success: true } }),
  });
  const onPick = vi.fn();
  renderWithApp(<ImagePicker label="Picture" value={value} use="picture" onPick={onPick} />);
  return { calls, onPick, input: screen.getByTestId('image-file') as HTMLInputElement };
}

const file = (name: string, size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

describe('the image picker', () => {
  it('has a real button that opens the file picker, described by the accepted formats', async () => {
    const { input } = setup();
    const click = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Upload a picture…' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(/JPEG, PNG, WebP, GIF or AVIF, up to 10 MB/);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });

  it('refuses a file over the limit before sending it', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { files: [file('huge.jpg', IMAGE_UPLOAD_MAX_BYTES + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('huge.jpg is 10 MB; the most is 10 MB');
    expect(FakeXhr.created).toBe(0);
  });

  it('shows the progress in a live region, then places the medium copy', async () => {
    const { input, onPick } = setup();
    fireEvent.change(input, { target: { files: [file('beach.jpg', 2048)] } });
    await waitFor(() => expect(FakeXhr.last?.body).toContain('"name":"beach.jpg"'));
    const sent = JSON.parse(FakeXhr.last!.body) as { data: string };
    expect(atob(sent.data).length).toBe(2048);
    expect(FakeXhr.last!.headers['Content-Type']).toBe('application/json');
    FakeXhr.last!.progress(0.5);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Uploading beach.jpg… 50 %'));
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
    FakeXhr.last!.answer(201, picture('new1', 'beach.jpg', [480, 960, 1600]));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('http://beckon.test/images/new10000000000000000000000000000-960.webp'));
    expect(status.textContent).toContain('beach.jpg uploaded (1600 × 800) and placed in the pop-up.');
  });

  it('takes a dropped file as a picked one', async () => {
    setup();
    fireEvent.drop(screen.getByTestId('image-drop'), { dataTransfer: { files: [file('dropped.png', 64, 'image/png')] } });
    await waitFor(() => expect(FakeXhr.last?.body).toContain('"name":"dropped.png"'));
  });

  it("says the server's refusal in its own words", async () => {
    const { input, onPick } = setup();
    fireEvent.change(input, { target: { files: [file('logo.svg', 100, 'image/svg+xml')] } });
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    FakeXhr.last!.answer(415, { statusCode: 415, error: 'Refused', message: 'SVG pictures are not accepted: an SVG can carry scripts.' });
    expect((await screen.findByRole('alert')).textContent).toContain('logo.svg was not uploaded: SVG pictures are not accepted: an SVG can carry scripts.');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('chooses one of the pictures already uploaded, and deletes one after asking', async () => {
    const old = picture('old1', 'old.jpg', [480, 900]);
    const shown = picture('cur1', 'current.png', [480, 960]);
    const { onPick, calls } = setup([old, shown], shown.variants[1]!.url);
    await userEvent.click(screen.getByText(/Your pictures/));
    expect((await screen.findByRole('button', { name: /^current\.png/ })).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /^old\.jpg/ }));
    expect(onPick).toHaveBeenCalledWith(old.variants[1]!.url);
    await userEvent.click(screen.getByRole('button', { name: 'Delete old.jpg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete picture' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/images/old1')).toBe(true));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('old.jpg deleted.'));
  });
});
