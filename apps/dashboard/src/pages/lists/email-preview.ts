import { CONFIRM_LINK_PLACEHOLDER } from '@beckon/core/api';
import { t, texts, type Language } from '@beckon/core';

/** The placeholder both the default wording and the owner's own may use for the list's name. */
export const LIST_NAME_PLACEHOLDER = '{{list_name}}';

export interface ConfirmationEmailSettings {
  listName: string;
  lang: Language;
  /** the owner's own subject and text; blank means Beckon's wording in the list's language */
  subject: string;
  text: string;
}

export interface EmailPreview {
  subject: string;
  body: string;
  /** the owner's text had no link placeholder, so the link was added at its end */
  linkAppended: boolean;
}

const fill = (text: string, placeholder: string, value: string) => text.split(placeholder).join(value);

/**
 * The confirmation email as the subscriber will get it, with a sample link: the owner's subject and
 * text where written, Beckon's default otherwise. A text without {{confirm_link}} gets the link at
 * its end, as the server sends it.
 */
export function confirmationEmailPreview(settings: ConfirmationEmailSettings, sampleLink: string): EmailPreview {
  const subject = settings.subject.trim() || t(settings.lang, texts.confirmEmailSubject);
  const text = settings.text.trim() ? settings.text : t(settings.lang, texts.confirmEmailText);
  const linkAppended = !text.includes(CONFIRM_LINK_PLACEHOLDER);
  const withLink = linkAppended ? `${text.trimEnd()}\n\n${CONFIRM_LINK_PLACEHOLDER}` : text;
  return {
    subject: fill(subject, LIST_NAME_PLACEHOLDER, settings.listName),
    body: fill(fill(withLink, LIST_NAME_PLACEHOLDER, settings.listName), CONFIRM_LINK_PLACEHOLDER, sampleLink),
    linkAppended,
  };
}

/** What the preview links to: the server's address with a sample token, so the owner sees a real-looking link. */
export function sampleConfirmLink(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/signup/confirm?t=SAMPLE.LINK`;
}
