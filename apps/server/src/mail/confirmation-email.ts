import { CONFIRM_LINK_PLACEHOLDER } from '@beckon/core/api';
import { t, texts, directionOf, type Language } from '@beckon/core';
import { escapeHtml } from './html.js';

const LIST_NAME_PLACEHOLDER = '{{list_name}}';

/** What a double opt-in list's settings say its confirmation email is. */
export interface ConfirmationSettings {
  listName: string;
  lang: Language;
  /** '' for Beckon's wording in lang */
  subject: string;
  text: string;
}

export interface ConfirmationEmail {
  subject: string;
  text: string;
  html: string;
}

/** The outbox's subject column: the list's 200 characters with its name filled in, room to spare. */
export const SUBJECT_MAX = 400;

const fill = (text: string, placeholder: string, value: string) => text.split(placeholder).join(value);

/** The owner's wording, else Beckon's; a text without the link placeholder gets the link at its end. */
function wording(settings: ConfirmationSettings): { subject: string; body: string } {
  const subject = settings.subject.trim() || t(settings.lang, texts.confirmEmailSubject);
  let body = settings.text.trim() || t(settings.lang, texts.confirmEmailText);
  if (!body.includes(CONFIRM_LINK_PLACEHOLDER)) body = `${body}\n\n${CONFIRM_LINK_PLACEHOLDER}`;
  // One line: a header cannot carry a line break, and a subject that tried is written on one line.
  const line = fill(subject, LIST_NAME_PLACEHOLDER, settings.listName).replace(/\s+/g, ' ').trim();
  return { subject: Array.from(line).slice(0, SUBJECT_MAX).join(''), body };
}

/** The HTML part: the same words escaped, the link a real anchor, line breaks kept. */
function htmlPart(settings: ConfirmationSettings, body: string, link: string, unsubscribeLink: string): string {
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(t(settings.lang, texts.confirmEmailLinkLabel))}</a><br>${escapeHtml(link)}`;
  const paragraphs = escapeHtml(fill(body, LIST_NAME_PLACEHOLDER, settings.listName))
    .split(escapeHtml(CONFIRM_LINK_PLACEHOLDER))
    .join(anchor)
    .replace(/\r?\n/g, '<br>\n');
  const unsubscribe = `<a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(t(settings.lang, texts.emailUnsubscribeLabel))}</a>`;
  const footer = escapeHtml(t(settings.lang, texts.emailUnsubscribeLine, { link: '\u0000' })).replace('\u0000', unsubscribe);
  return [
    '<!doctype html>',
    `<html lang="${settings.lang}" dir="${directionOf(settings.lang)}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    `<p>${paragraphs}</p>`,
    `<hr><p style="font-size:small;color:#555">${footer}</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * A confirmation email from the list's settings: {{list_name}} and {{confirm_link}} filled, a
 * plain text part and an escaped HTML part, each with a visible unsubscribe link (RFC 8058's
 * header goes with it when sent).
 */
export function composeConfirmation(settings: ConfirmationSettings, link: string, unsubscribeLink: string): ConfirmationEmail {
  const { subject, body } = wording(settings);
  const text = [
    fill(fill(body, LIST_NAME_PLACEHOLDER, settings.listName), CONFIRM_LINK_PLACEHOLDER, link),
    '',
    '--',
    t(settings.lang, texts.emailUnsubscribeLine, { link: unsubscribeLink }),
  ].join('\n');
  return { subject, text, html: htmlPart(settings, body, link, unsubscribeLink) };
}
