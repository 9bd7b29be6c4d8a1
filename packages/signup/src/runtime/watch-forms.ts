import { warn } from '@beckon/embed-kit';
import { formCss } from '../styles.js';
import { SIGNUP_ATTRIBUTE } from './endpoint.js';
import { enhanceForm } from './enhance.js';

const SELECTOR = `form[${SIGNUP_ATTRIBUTE}]`;
const STYLE_MARK = 'data-beckon-signup-styles';

/** The generated forms' default look, once per page, before any rule of the page's own so that theirs win ties. */
function injectFormStyles(nonce: string | undefined): void {
  if (document.querySelector(`style[${STYLE_MARK}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(STYLE_MARK, '');
  if (nonce) style.nonce = nonce;
  style.textContent = formCss;
  (document.head ?? document.documentElement).prepend(style);
}

function enhanceWithin(root: ParentNode | Element, server: string | null, nonce: string | undefined): void {
  const forms = root instanceof HTMLFormElement && root.matches(SELECTOR) ? [root] : Array.from(root.querySelectorAll<HTMLFormElement>(SELECTOR));
  for (const form of forms) {
    try {
      enhanceForm(form, server, nonce);
    } catch (error) {
      warn('could not enhance a sign-up form', error);
    }
  }
}

/**
 * Every <form data-beckon-signup> of the page, now and whenever one is added later (a page
 * builder, a single-page app, a pop-up), or a form gets the attribute.
 */
export function watchForms(server: string | null, nonce: string | undefined): void {
  const start = () => {
    injectFormStyles(nonce);
    enhanceWithin(document, server, nonce);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') enhanceWithin(record.target as Element, server, nonce);
        for (const node of Array.from(record.addedNodes)) if (node instanceof Element) enhanceWithin(node, server, nonce);
      }
    }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: [SIGNUP_ATTRIBUTE] });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
