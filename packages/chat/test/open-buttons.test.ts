import { afterEach, beforeEach, describe, expect, it, type vi } from 'vitest';
import { listenForOpenButtons } from '../src/runtime/open-buttons.js';
import { stubTabs } from './open-tab.js';

describe('data-action=open elements (SPEC §2)', () => {
  let stop: () => void;
  let open: ReturnType<typeof vi.spyOn>;
  let sent: string[];
  let clickEvents: number;
  const onClick = () => {
    clickEvents += 1;
  };

  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 0 });
    clickEvents = 0;
    window.addEventListener('qlwapp.click', onClick);
    ({ spy: open, sent } = stubTabs());
    stop = listenForOpenButtons(document);
  });
  afterEach(() => {
    stop();
    window.removeEventListener('qlwapp.click', onClick);
    open.mockRestore();
    document.body.innerHTML = '';
  });

  function clickOn(html: string, selector = '[data-action]') {
    document.body.innerHTML = html;
    const element = document.querySelector<HTMLElement>(selector)!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event;
  }

  it.each([
    [
      'phone and message',
      '<button data-action="open" data-phone="+44 7700 900123" data-message="Is it in stock?">Ask</button>',
      'https://web.whatsapp.com/send?phone=447700900123&text=Is%20it%20in%20stock%3F',
    ],
    ['phone only', '<a href="#" data-action="open" data-phone="447700900123">Ask</a>', 'https://web.whatsapp.com/send?phone=447700900123&text='],
    [
      'api link type',
      '<span data-action="open" data-phone="447700900123" data-whatsapp_link_type="api">Ask</span>',
      'https://api.whatsapp.com/send?phone=447700900123&text=',
    ],
  ])('opens a conversation: %s', (_name, html, url) => {
    const event = clickOn(html);
    expect(sent).toEqual([url]);
    expect(clickEvents).toBe(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('works from a click on a child of the element', () => {
    clickOn('<button data-action="open" data-phone="447700900123"><b>Ask</b></button>', 'b');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no phone', '<button data-action="open" data-message="Hi">Ask</button>'],
    ['empty phone', '<button data-action="open" data-phone="  ">Ask</button>'],
    ['another action', '<button data-action="close" data-phone="447700900123">Ask</button>'],
  ])('does nothing with %s', (_name, html) => {
    const event = clickOn(html);
    expect(open).not.toHaveBeenCalled();
    expect(clickEvents).toBe(0);
    expect(event.defaultPrevented).toBe(false);
  });
});
