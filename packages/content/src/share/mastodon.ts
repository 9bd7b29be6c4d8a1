import { mastodonHost, shareLink, shareTexts, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';
import type { BarContext } from './context.js';
import { openDialog } from './dialog.js';
import { openShare } from './share-window.js';

/**
 * Mastodon has no one site: the visitor names their instance in a small dialog (SPEC §5: trimmed;
 * empty keeps the default), and the share opens there in Mastodon's 770×520 window.
 */
export function askMastodonInstance(context: BarContext, returnTo: HTMLElement | null): void {
  const { lang } = context;
  const dialog = openDialog({ title: t(lang, shareTexts.mastodonTitle), lang, dir: context.dir, returnTo, className: 'beckon-share-dialog--mastodon' });
  const form = document.createElement('form');
  form.className = 'beckon-share-dialog__form';
  const input = document.createElement('input');
  input.id = freshId('beckon-share-instance');
  input.type = 'text';
  input.inputMode = 'url';
  input.spellcheck = false;
  input.maxLength = 253;
  input.placeholder = context.config.mastodon;
  input.className = 'beckon-share-dialog__input';
  const label = document.createElement('label');
  label.htmlFor = input.id;
  label.textContent = t(lang, shareTexts.mastodonInstance);
  const hint = document.createElement('p');
  hint.id = freshId('beckon-share-instance-hint');
  hint.className = 'beckon-share-dialog__hint';
  hint.textContent = t(lang, shareTexts.mastodonHint, { instance: context.config.mastodon });
  input.setAttribute('aria-describedby', hint.id);
  const actions = document.createElement('div');
  actions.className = 'beckon-share-dialog__actions';
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.className = 'beckon-share-dialog__primary';
  submit.textContent = t(lang, shareTexts.mastodonShare);
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = t(lang, shareTexts.cancel);
  cancel.addEventListener('click', dialog.close);
  actions.append(cancel, submit);
  form.append(label, input, hint, actions);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const instance = mastodonHost(input.value, context.config.mastodon);
    dialog.close();
    openShare(shareLink('mastodon', context.page, { lang, instance })!, 'mastodon', false);
    context.shared('mastodon');
  });
  dialog.panel.appendChild(form);
  input.focus();
}
