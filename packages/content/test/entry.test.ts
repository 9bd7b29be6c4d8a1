import { beforeEach, describe, expect, it, vi } from 'vitest';

const enhance = vi.fn();
vi.mock('../src/toc/index.js', () => ({ enhance }));

async function runContentJs(): Promise<void> {
  vi.resetModules();
  await import('../src/index.js');
  // let the part's import() settle
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  enhance.mockClear();
  delete window.__beckonContentStarted;
  document.adoptedStyleSheets = [];
});

describe('content.js', () => {
  it('loads no part and changes nothing on a page without kit markup', async () => {
    document.body.innerHTML = '<article><h2>Plain post</h2><nav class="toc"><a href="#x">x</a></nav></article>';
    const before = document.documentElement.outerHTML;
    await runContentJs();
    expect(enhance).not.toHaveBeenCalled();
    expect(document.documentElement.outerHTML).toBe(before);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('loads the table of contents only for a page that has one, with every table', async () => {
    document.body.innerHTML = '<nav data-beckon-toc id="a"></nav><article><h2>Post</h2></article><nav data-beckon-toc id="b"></nav>';
    await runContentJs();
    expect(enhance).toHaveBeenCalledTimes(1);
    expect(enhance.mock.calls[0]![0].map((el: Element) => el.id)).toEqual(['a', 'b']);
  });

  it('does nothing the second time it is loaded', async () => {
    document.body.innerHTML = '<nav data-beckon-toc></nav>';
    await runContentJs();
    await runContentJs();
    expect(enhance).toHaveBeenCalledTimes(1);
  });

  it('says so on the console, and throws nothing, when a part cannot load', async () => {
    enhance.mockImplementationOnce(() => {
      throw new Error('Loading chunk toc failed');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<nav data-beckon-toc></nav>';
    await runContentJs();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[beckon content] the table of contents part could not load'), expect.any(Error));
    warn.mockRestore();
  });
});
