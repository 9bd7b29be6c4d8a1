import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountPopupView, popupRecord, renderRoot } from './support/view.js';
import { EXIT_ANIMATION_MS, REDIRECT_DELAY_DEFAULT_MS, type DesignProperties, type Language, type ShopifyProductSettings } from '@beckon/core';
import type { PopupViewProps } from '../src/views/index.js';
import type { AddToCart } from '../src/views/ProductCards.js';
import { webAddress } from '@beckon/core';
import { StoreButtons } from '../src/views/StoreButtons.js';

function product(overrides: Partial<ShopifyProductSettings> = {}): ShopifyProductSettings {
  return {
    button_text: 'Add the mug',
    product_url: 'https://shop.example/products/mug',
    product_name: 'Mug',
    product_id: '111',
    variant_id: '222',
    buttons_action: 'add_to_cart',
    ...overrides,
  };
}

/** Lets the promise chains after an answer (the store's, then the form's) run out. */
const settled = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** A store's answer the test settles when it wants: null (added), a refusal, or a failure. */
function storeAnswer() {
  let settle: (refused: string | null) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const onAddToCart = vi.fn<AddToCart>(
    () =>
      new Promise<string | null>((resolve, reject) => {
        settle = resolve;
        fail = reject;
      }),
  );
  return {
    onAddToCart,
    settle: (refused: string | null) =>
      act(async () => {
        settle(refused);
        await settled();
      }),
    fail: () =>
      act(async () => {
        fail(new Error('offline'));
        await settled();
      }),
  };
}

const rootOf = renderRoot();

function mountButtons(props: DesignProperties, onAddToCart?: AddToCart, lang: Language = 'en') {
  act(() => render(h(StoreButtons, { props, lang, onAddToCart }), rootOf()));
  const group = () => rootOf().querySelector<HTMLElement>('.bk-store-buttons');
  const controls = () => Array.from(rootOf().querySelectorAll<HTMLElement>('.bk-store-buttons .bk-button'));
  const alert = () => rootOf().querySelector('[role=alert]');
  return { group, controls, alert };
}

describe('StoreButtons (SPEC §3 add_to_cart, shopify_add_to_cart_2..6)', () => {
  const all: DesignProperties = {
    shopify_add_to_cart_6: product({ buttons_action: 'redirect', button_text: '', product_url: 'shop.example/sixth' }),
    add_to_cart: product(),
    shopify_add_to_cart_2: product({ buttons_action: 'redirect', button_text: 'See the mug' }),
    shopify_add_to_cart_3: product({ buttons_action: 'redirect_blank', button_text: 'Mug details' }),
    shopify_add_to_cart_4: product({ buttons_action: 'no_buttons', button_text: 'Hidden' }),
    shopify_add_to_cart_5: product({ buttons_action: 'add_to_cart_redirect', button_text: '  ' }),
  };

  it("is a labelled group of one control per configured button, in the editor's order, each with its action", () => {
    const onAddToCart = vi.fn<AddToCart>(async () => null);
    const { group, controls } = mountButtons(all, onAddToCart);
    expect(group()?.getAttribute('role')).toBe('group');
    expect(group()?.getAttribute('aria-label')).toBe('Products');
    const [add, redirect, blank, addRedirect, sixth] = controls() as [
      HTMLButtonElement,
      HTMLAnchorElement,
      HTMLAnchorElement,
      HTMLButtonElement,
      HTMLAnchorElement,
    ];
    expect(controls()).toHaveLength(5);
    expect([add.tagName, add.type, add.textContent]).toEqual(['BUTTON', 'button', 'Add the mug']);
    expect([redirect.tagName, redirect.getAttribute('href'), redirect.getAttribute('target'), redirect.textContent]).toEqual([
      'A',
      'https://shop.example/products/mug',
      null,
      'See the mug',
    ]);
    expect([blank.getAttribute('target'), blank.getAttribute('rel'), blank.textContent]).toEqual(['_blank', 'noopener', 'Mug details (opens in a new tab)']);
    expect(blank.querySelector('.bk-sr')?.textContent).toBe(' (opens in a new tab)');
    // Without the owner's words the core texts label them.
    expect([addRedirect.tagName, addRedirect.textContent]).toEqual(['BUTTON', 'Add to cart']);
    expect([sixth.getAttribute('href'), sixth.textContent]).toEqual(['http://shop.example/sixth', 'Shop now']);
    expect(rootOf().textContent).not.toContain('Hidden');

    act(() => addRedirect.click());
    expect(onAddToCart).toHaveBeenCalledWith({ product_id: '111', variant_id: '222' }, 'add_to_cart_redirect');
  });

  it('reads in Hebrew', () => {
    const { group, controls } = mountButtons(
      { add_to_cart: product({ button_text: '' }), shopify_add_to_cart_2: product({ buttons_action: 'redirect_blank', button_text: '' }) },
      vi.fn(),
      'he',
    );
    expect(group()?.getAttribute('aria-label')).toBe('מוצרים');
    expect(controls().map((c) => c.textContent)).toEqual(['הוספה לסל', 'לקנייה (נפתח בכרטיסייה חדשה)']);
  });

  it('renders nothing without buttons, or when every one is no_buttons', () => {
    expect(mountButtons({}, vi.fn()).group()).toBeNull();
    expect(
      mountButtons(
        { add_to_cart: product({ buttons_action: 'no_buttons' }), shopify_add_to_cart_2: product({ buttons_action: 'no_buttons' }) },
        vi.fn(),
      ).group(),
    ).toBeNull();
    expect(rootOf().innerHTML).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'mailto:a@b.example',
    'tel:0501234567',
    '0501234567',
    'intranet',
    '',
  ])('links only to web pages: %j is refused', (url) => {
    const { group } = mountButtons({
      add_to_cart: product({ buttons_action: 'redirect', product_url: url }),
      shopify_add_to_cart_2: product({ buttons_action: 'redirect_blank', product_url: url }),
      shopify_add_to_cart_3: product({ buttons_action: 'add_to_cart', product_url: url }),
    });
    expect(group()).toBeNull();
    expect(rootOf().querySelector('a')).toBeNull();
  });

  it('reads a product page as the editor does', () => {
    expect(webAddress('shop.example/mug')).toBe('http://shop.example/mug');
    expect(webAddress(' https://shop.example/a?b=1 ')).toBe('https://shop.example/a?b=1');
    expect(webAddress('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress(42)).toBeNull();
    expect(webAddress(undefined)).toBeNull();
  });

  it('without a store on the page, an add-to-cart button links to its product page, or is left out without one', () => {
    const { controls } = mountButtons({
      add_to_cart: product(),
      shopify_add_to_cart_2: product({ buttons_action: 'add_to_cart_redirect', button_text: '', product_url: '' }),
      shopify_add_to_cart_3: product({ buttons_action: 'add_to_cart_redirect', button_text: '' }),
    });
    expect(controls().map((c) => [c.tagName, c.getAttribute('href'), c.textContent])).toEqual([
      ['A', 'https://shop.example/products/mug', 'Add the mug'],
      ['A', 'https://shop.example/products/mug', 'Shop now'],
    ]);
  });

  it('is busy while the store answers, one at a time, and says why the store refused', async () => {
    const store = storeAnswer();
    const { controls, alert } = mountButtons(
      { add_to_cart: product(), shopify_add_to_cart_2: product({ product_id: '333', variant_id: '444' }) },
      store.onAddToCart,
    );
    const [first, second] = controls() as [HTMLButtonElement, HTMLButtonElement];
    act(() => first.click());
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect(second.getAttribute('aria-busy')).toBeNull();
    expect([first.disabled, second.disabled]).toEqual([true, true]);
    act(() => second.click());
    expect(store.onAddToCart).toHaveBeenCalledTimes(1);

    // A refusal without words: core's text, under the button that asked.
    await store.settle('');
    expect(first.disabled).toBe(false);
    expect(first.getAttribute('aria-busy')).toBeNull();
    expect(alert()?.textContent).toBe('This product could not be added to your cart. Please try again.');
    expect(alert()?.previousElementSibling).toBe(first);

    // The store's own words, under the second button; the first's message goes.
    act(() => second.click());
    expect(store.onAddToCart).toHaveBeenLastCalledWith({ product_id: '333', variant_id: '444' }, 'add_to_cart');
    expect(alert()).toBeNull();
    await store.settle('Only 2 left in stock');
    expect(rootOf().querySelectorAll('[role=alert]')).toHaveLength(1);
    expect(alert()?.textContent).toBe('Only 2 left in stock');
    expect(alert()?.previousElementSibling).toBe(second);

    // A call that failed outright says the store could not be reached; an added product says nothing.
    act(() => first.click());
    await store.fail();
    expect(alert()?.textContent).toBe('We could not reach the store, so this product was not added to your cart. Please check your connection and try again.');
    act(() => first.click());
    await store.settle(null);
    expect(alert()).toBeNull();
  });

  it('ignores settings that are no product (hostile or broken records)', () => {
    const { controls } = mountButtons({
      add_to_cart: 'yes' as unknown as ShopifyProductSettings,
      shopify_add_to_cart_2: null as unknown as ShopifyProductSettings,
      shopify_add_to_cart_3: product({ buttons_action: 'redirect', button_text: { html: '<b>x</b>' } as unknown as string }),
      shopify_add_to_cart_4: product({ buttons_action: 'explode' as unknown as 'redirect', button_text: '<img src=x onerror=alert(1)>' }),
    });
    // An unknown action is core's default, a link to the product; the owner's words stay text.
    expect(controls().map((c) => c.textContent)).toEqual(['Shop now', '<img src=x onerror=alert(1)>']);
    expect(rootOf().querySelector('img, b')).toBeNull();
  });
});

describe('PopupView with store buttons and a store product (SPEC §4 submit)', () => {
  function record(extra: Partial<ReturnType<typeof popupRecord>> = {}, props: DesignProperties = {}) {
    return popupRecord({ ...extra, design_properties: { poptin_design_thank_screen: 1, ...props } });
  }

  function mount(props: Partial<PopupViewProps> = {}) {
    const spies = mountPopupView(rootOf(), props);
    const submit = async () => {
      rootOf().querySelector<HTMLInputElement>('input[name=email]')!.value = 'ada@example.com';
      await act(async () => {
        rootOf()
          .querySelector('form')!
          .dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
      });
    };
    const formMessage = () => rootOf().querySelector('.bk-form-error');
    const submitButton = () => rootOf().querySelector<HTMLButtonElement>('button[type=submit]')!;
    const thanked = () => rootOf().querySelector('.bk-screen-thank_you') !== null;
    return { ...spies, submit, formMessage, submitButton, thanked };
  }

  it('shows the store buttons on the main screen after its blocks, inside the form, and not on the thank-you screen', () => {
    mount({ record: record({}, { add_to_cart: product() }), onAddToCart: vi.fn() });
    const group = rootOf().querySelector('.bk-store-buttons')!;
    expect(group.parentElement?.tagName).toBe('FORM');
    expect(group.previousElementSibling?.matches('button[type=submit]')).toBe(true);
    act(() => render(null, rootOf()));
    mount({ record: record({}, { add_to_cart: product() }), onAddToCart: vi.fn(), initialScreen: 'thank_you' });
    expect(rootOf().querySelector('.bk-screen-thank_you')).not.toBeNull();
    expect(rootOf().querySelector('.bk-store-buttons')).toBeNull();
  });

  it('a store button does not submit the form', () => {
    const onAddToCart = vi.fn<AddToCart>(async () => null);
    const { onSubmit } = mount({ record: record({}, { add_to_cart: product() }), onAddToCart });
    act(() => rootOf().querySelector<HTMLButtonElement>('.bk-store-buttons button')!.click());
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['add_to_cart', 'add_to_cart_redirect'] as const)(
    '%s: adds the product once the conversion is acknowledged, instead of the thank-you screen',
    async (action) => {
      let acknowledge: (v: { ok: true }) => void = () => {};
      const onSubmit = vi.fn(() => new Promise<{ ok: true }>((r) => (acknowledge = r)));
      const store = storeAnswer();
      const onRedirect = vi.fn();
      const { submit, thanked, submitButton, formMessage } = mount({
        record: record(
          { shopify_product_settings: product({ buttons_action: action }) },
          { poptin_design_redirect: 1, poptin_design_redirect_url: 'shop.example/thanks' },
        ),
        onSubmit,
        onAddToCart: store.onAddToCart,
        onRedirect,
      });
      await submit();
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(store.onAddToCart).not.toHaveBeenCalled();
      await act(async () => acknowledge({ ok: true }));
      expect(store.onAddToCart).toHaveBeenCalledWith({ product_id: '111', variant_id: '222' }, action);
      // The submit button stays busy while the store answers.
      expect(submitButton().disabled).toBe(true);
      await store.settle(null);
      expect(thanked()).toBe(false);
      expect(formMessage()).toBeNull();
      act(() => {
        vi.advanceTimersByTime(REDIRECT_DELAY_DEFAULT_MS + EXIT_ANIMATION_MS);
      });
      // The store reloads the page or shows the cart: the design redirect does not run as well.
      expect(onRedirect).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['', 'This product could not be added to your cart. Please try again.'],
    ['Sold out', 'Sold out'],
  ])("shows the store's refusal %j as the form's message; the lead still counts", async (refused, shown) => {
    const store = storeAnswer();
    const { submit, thanked, submitButton, formMessage, onSubmit } = mount({
      record: record({ shopify_product_settings: product() }),
      onAddToCart: store.onAddToCart,
    });
    await submit();
    await store.settle(refused);
    expect(formMessage()?.getAttribute('role')).toBe('alert');
    expect(formMessage()?.textContent).toBe(shown);
    expect(submitButton().textContent).toBe('Sent successfully!');
    expect(submitButton().disabled).toBe(false);
    expect(thanked()).toBe(false);
    // Converted: a second submit sends nothing more.
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(store.onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('does not touch the cart when the conversion failed', async () => {
    const onAddToCart = vi.fn<AddToCart>(async () => null);
    const { submit, formMessage } = mount({
      record: record({ shopify_product_settings: product() }),
      onSubmit: async () => ({ ok: false, message: 'We could not send this. Please try again.' }),
      onAddToCart,
    });
    await submit();
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(formMessage()?.textContent).toBe('We could not send this. Please try again.');
  });

  it('redirect: goes to the product page instead of the thank-you screen', async () => {
    const onRedirect = vi.fn();
    const { submit, thanked, onClosed } = mount({
      record: record({ shopify_product_settings: product({ buttons_action: 'redirect', product_url: 'shop.example/products/mug' }) }),
      onRedirect,
    });
    await submit();
    expect(thanked()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(REDIRECT_DELAY_DEFAULT_MS);
    });
    expect(onRedirect).toHaveBeenCalledWith('http://shop.example/products/mug');
    act(() => {
      vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    });
    expect(onClosed).toHaveBeenCalledWith('submit', true);
  });

  it('redirect_blank: opens the product page in a new tab without an opener, then thanks as usual', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const onRedirect = vi.fn();
      const { submit, thanked } = mount({ record: record({ shopify_product_settings: product({ buttons_action: 'redirect_blank' }) }), onRedirect });
      await submit();
      expect(open).toHaveBeenCalledWith('https://shop.example/products/mug', '_blank', 'noopener');
      expect(thanked()).toBe(true);
      expect(onRedirect).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });

  it.each([
    ['add_to_cart without a store on the page', product(), {}],
    ['add_to_cart in a preview', product(), { onAddToCart: undefined, still: true }],
    ['redirect without onRedirect (a preview)', product({ buttons_action: 'redirect' }), {}],
    ['redirect to a javascript: address', product({ buttons_action: 'redirect', product_url: 'javascript:alert(1)' }), { onRedirect: vi.fn() }],
    ['no_buttons', product({ buttons_action: 'no_buttons' }), { onAddToCart: vi.fn<AddToCart>(), onRedirect: vi.fn() }],
  ] as const)('%s: the thank-you screen shows as before', async (_name, settings, props) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { submit, thanked } = mount({ record: record({ shopify_product_settings: settings }), ...props });
      await submit();
      expect(thanked()).toBe(true);
      if ('onAddToCart' in props && props.onAddToCart) expect(props.onAddToCart).not.toHaveBeenCalled();
      if ('onRedirect' in props && props.onRedirect) expect(props.onRedirect).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });
});
