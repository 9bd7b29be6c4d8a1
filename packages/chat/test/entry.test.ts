import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTabs } from './open-tab.js';

describe('chat.js entry', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts on every .qlwapp element once the page has loaded, and wires data-action=open', async () => {
    document.body.innerHTML = `
      <div class="qlwapp" data-button='{"text":"Sales"}' data-box='{broken'></div>
      <main><div class="qlwapp" data-button='{"text":"Support","position":"bottom-left"}'></div></main>
      <button id="ask" data-action="open" data-phone="447700900123">Ask</button>`;
    const { sent } = stubTabs();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('../src/index.js');
    const [sales, support] = Array.from(document.querySelectorAll<HTMLElement>('.qlwapp'));
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(sales!.shadowRoot!.querySelector('.qlwapp__button')!.textContent).toContain('Sales');
    expect(support!.shadowRoot!.querySelector('.qlwapp--bottom-left')).not.toBeNull();
    document.getElementById('ask')!.click();
    expect(sent).toEqual(['https://web.whatsapp.com/send?phone=447700900123&text=']);
    // The entry names chat.js's warnings apart from the pop-ups' ones.
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[beckon chat\] data-box not valid JSON/), sales);
    expect(window.__beckonChatStarted).toBe(true);
  });
});
