import { type ShareCatalogueEntry, shareLabel, shareLink, shareService, type ShareServiceKey, t, shareTexts } from '@beckon/core';
import type { BarContext } from './context.js';
import { iconElement } from './icon.js';

/** The service's own address for this page (Mastodon's at the bar's default instance). */
export function serviceHref(service: ShareCatalogueEntry, context: BarContext): string | null {
  return shareLink(service.key, context.page, { lang: context.lang, instance: context.config.mastodon });
}

function dressControl(control: HTMLElement, service: ShareCatalogueEntry, context: BarContext, withText: boolean): void {
  const label = shareLabel(service, context.lang);
  control.classList.add('beckon-share__button', `beckon-share__button--${service.key.replace(/_/g, '-')}`);
  control.dataset.shareService = service.key;
  control.style.setProperty('--beckon-share-colour', service.background_color);
  if (withText) {
    const words = document.createElement('span');
    words.className = 'beckon-share__name';
    // A service with words of its own shows them; a network shows its name, named in full for screen readers.
    words.textContent = service.label ? label : service.title;
    control.append(iconElement(service.svg), words);
    if (!service.label) control.setAttribute('aria-label', label);
    return;
  }
  control.append(iconElement(service.svg));
  control.setAttribute('aria-label', label);
  control.title = label;
}

/**
 * A service's control: a real link to the service's share address (it works with the script
 * blocked, or opened in a new tab by hand), or a button for what the kit does itself (copy,
 * print, the device's dialog). Icon only in a bar, icon and name in the 'more' list.
 */
export function serviceControl(key: ShareServiceKey, context: BarContext, withText = false): HTMLElement {
  const service = shareService(key);
  const href = serviceHref(service, context);
  let control: HTMLElement;
  if (href === null) {
    const button = document.createElement('button');
    button.type = 'button';
    control = button;
  } else {
    const link = document.createElement('a');
    link.href = href;
    if (service.kind !== 'app') {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.setAttribute('aria-describedby', context.newWindowNote);
    }
    control = link;
  }
  dressControl(control, service, context, withText);
  return control;
}

/** A link the publisher wrote (data-share-service): kept as written, given the kit's behaviour and, when empty, its icon. */
export function adoptControl(link: HTMLElement, key: ShareServiceKey, context: BarContext): void {
  const service = shareService(key);
  const empty = (link.textContent ?? '').trim() === '' && !link.querySelector('svg, img');
  // A link with words of the publisher's keeps the publisher's look; an empty one gets the kit's.
  link.classList.add(empty ? 'beckon-share__button' : 'beckon-share__link', `beckon-share__button--${service.key.replace(/_/g, '-')}`);
  link.style.setProperty('--beckon-share-colour', service.background_color);
  if (empty) {
    link.append(iconElement(service.svg));
    if (!link.hasAttribute('aria-label')) link.setAttribute('aria-label', shareLabel(service, context.lang));
  }
  if (link instanceof HTMLAnchorElement && link.target === '_blank' && !link.hasAttribute('aria-describedby'))
    link.setAttribute('aria-describedby', context.newWindowNote);
}

/** The bar's hidden note that its links open a new window, named by every such link. */
export function newWindowNote(bar: HTMLElement, id: string, context: Pick<BarContext, 'lang'>): void {
  const note = document.createElement('span');
  note.id = id;
  note.hidden = true;
  note.textContent = t(context.lang, shareTexts.opensWindow);
  bar.appendChild(note);
}
