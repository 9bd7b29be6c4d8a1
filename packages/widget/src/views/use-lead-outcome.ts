import { useState } from 'react';
import {
  buttonsActionOf,
  isInlineType,
  isOn,
  LEAD_CLOSE_DELAY_DESKTOP_MS,
  LEAD_CLOSE_DELAY_MOBILE_MS,
  REDIRECT_DELAY_DEFAULT_MS,
  redirectUrl,
  t,
  texts,
  THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS,
  THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS,
  THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS,
  webAddress,
  withFormData,
  type CloseTrigger,
  type SubmittedField,
} from '@beckon/core';
import type { ScreenName } from './popup-screens.js';
import type { PopupViewProps } from './types.js';
import type { Later } from './use-closing.js';

/** What the form does once the server has answered a submit (a game's first screen swaps some out). */
export interface LeadOutcome {
  submitLabel: string | null;
  redirectAfter: (values: SubmittedField[], ok: boolean) => boolean;
  afterLead: () => void;
  /**
   * After a lead: null when the pop-up's store product does not take over here, else what to say
   * once it has run ('' nothing). Absent where no store product applies (a game's first screen).
   */
  storeAfter?: () => Promise<string> | null;
}

/**
 * What the pop-up does once the server has answered a submit: redirect, thank, or say so and close.
 * Positional arguments: the minifier shortens them, not option names, in the first pop-up's bytes.
 */
export function useLeadOutcome(
  { record, device, onRedirect, onAddToCart }: PopupViewProps,
  hasThankYou: boolean,
  later: Later,
  close: (trigger: CloseTrigger, converted?: boolean) => void,
  setScreen: (screen: ScreenName) => void,
  setConverted: (converted: boolean) => void,
): LeadOutcome {
  const props = record.design_properties;
  const [submitLabel, setSubmitLabel] = useState<string | null>(null);

  /** SPEC §4: the redirect runs even when the conversion failed; true when it takes over. */
  const redirectAfter = (values: SubmittedField[], ok: boolean): boolean => {
    const target = isOn(props.poptin_design_redirect) ? redirectUrl(props.poptin_design_redirect_url ?? '') : null;
    if (!target || !onRedirect) return false;
    const url = isOn(props.poptin_design_redirect_send_form_data) ? withFormData(target, values) : target;
    setConverted(ok);
    later(REDIRECT_DELAY_DEFAULT_MS, () => {
      onRedirect(url);
      close('submit', ok);
    });
    return true;
  };

  /**
   * SPEC §4 shopify_product_settings: the store adds the pop-up's product to the cart (then
   * reloads or shows the cart), or the visitor goes to its page; either replaces the thank-you
   * screen and the design redirect. Where it cannot run (no store on the page, previews) the
   * usual outcome follows; a new tab (redirect_blank) opens and the usual outcome follows too.
   */
  const storeAfter = (): Promise<string> | null => {
    const product = record.shopify_product_settings;
    if (!product || typeof product !== 'object') return null;
    const action = buttonsActionOf(product.buttons_action);
    const lang = record.design.lang;
    if (action === 'add_to_cart' || action === 'add_to_cart_redirect') {
      if (!onAddToCart) return null;
      setConverted(true);
      const refusal = (text: string) => {
        // The lead is recorded all the same: the button says so, the message why the cart is not filled.
        setSubmitLabel(t(lang, texts.sentSuccessfully));
        return text || t(lang, texts.addToCartFailed);
      };
      return onAddToCart({ product_id: product.product_id, variant_id: product.variant_id }, action).then(
        (refused) => (refused === null ? '' : refusal(refused)),
        () => refusal(''),
      );
    }
    const url = action === 'no_buttons' ? null : webAddress(product.product_url);
    if (!url || !onRedirect) return null;
    if (action === 'redirect_blank') {
      window.open(url, '_blank', 'noopener');
      return null;
    }
    setConverted(true);
    later(REDIRECT_DELAY_DEFAULT_MS, () => {
      onRedirect(url);
      close('submit', true);
    });
    return Promise.resolve('');
  };

  const afterLead = () => {
    setConverted(true);
    if (isOn(props.poptin_design_thank_screen) && hasThankYou) {
      setScreen('thank_you');
      // SPEC §9: the owner's delay or 5 s when auto close is on; otherwise the thank-you screen
      // still goes after 60 s (600 s inline, where it sits in the page's content).
      const seconds = Number(props.poptin_design_thank_screen_auto_close_sec);
      const delay = isOn(props.poptin_design_thank_screen_auto_close)
        ? seconds > 0
          ? seconds * 1000
          : THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS
        : isInlineType(record.poptin_type)
          ? THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS
          : THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS;
      later(delay, () => close('auto_close', true));
      return;
    }
    // SPEC §4: a lead pop-up without a thank screen says so on its button, then closes.
    setSubmitLabel(t(record.design.lang, texts.sentSuccessfully));
    later(device === 'desktop' ? LEAD_CLOSE_DELAY_DESKTOP_MS : LEAD_CLOSE_DELAY_MOBILE_MS, () => close('submit', true));
  };

  return { submitLabel, redirectAfter, afterLead, storeAfter };
}
