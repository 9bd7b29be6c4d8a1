import { afterEach, describe, expect, it } from 'vitest';
import { pushFieldEvent } from '../src/runtime/visitor/data-layer.js';
import { popupRecord } from './support/view.js';

const w = window as unknown as { dataLayer?: unknown[] };

function focusOn(html: string): Element | null {
  document.body.innerHTML = html;
  return document.body.firstElementChild;
}

describe('tag-manager data layer', () => {
  afterEach(() => {
    delete w.dataLayer;
  });

  it.each([
    ['focusin', '<input name="email">', [{ event: 'poptinFieldFocus', poptin_id: 'abcdefghijklm', poptin_name: 'Welcome', field_key: 'email' }]],
    ['focusout', '<select name="country"></select>', [{ event: 'poptinFieldBlur', poptin_id: 'abcdefghijklm', poptin_name: 'Welcome', field_key: 'country' }]],
    ['focusin', '<button>Send</button>', []],
    ['focusin', '<input name="bk_hp">', []],
    ['focusin', '<input>', []],
  ] as const)('%s on %s pushes %j', (type, html, pushed) => {
    w.dataLayer = [];
    pushFieldEvent(type, focusOn(html), popupRecord());
    expect(w.dataLayer).toEqual(pushed);
  });

  it('leaves a page without a data layer alone', () => {
    pushFieldEvent('focusin', focusOn('<input name="email">'), popupRecord());
    expect(w.dataLayer).toBeUndefined();
  });
});
