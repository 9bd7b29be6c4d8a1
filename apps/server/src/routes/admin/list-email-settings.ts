import { redirectUrl } from '@beckon/core';
import { CONFIRMATION_EMAIL_LIMITS } from '@beckon/core/api';
import type { Language } from '@beckon/core';
import type { ListEmailSettings } from '../../repositories/lists.js';

export type EmailSettingsCheck = { ok: true; settings: ListEmailSettings } | { ok: false; field: string; message: string };

/**
 * The thank-you page: core's redirect rule (a bare host gets http://), then http(s) only, so a
 * javascript:, data: or mailto: address never becomes the Location a confirming visitor follows.
 */
function thankYouUrl(raw: string): string | null {
  if (raw.trim() === '') return '';
  const url = redirectUrl(raw);
  if (url === null || !/^https?:\/\//i.test(url) || url.length > CONFIRMATION_EMAIL_LIMITS.url) return null;
  try {
    return new URL(url).protocol.startsWith('http') ? url : null;
  } catch {
    return null;
  }
}

/** A list's email settings from the owner's body (already bounded by the schema), or the field that is wrong. */
export function checkEmailSettings(body: { confirm_subject?: string; confirm_text?: string; thank_you_url?: string; lang?: Language }): EmailSettingsCheck {
  const settings: ListEmailSettings = {
    // A subject is one header line: line breaks become spaces.
    confirm_subject: body.confirm_subject?.replace(/\s+/g, ' ').trim(),
    confirm_text: body.confirm_text?.trim(),
    lang: body.lang,
  };
  if (body.thank_you_url !== undefined) {
    const url = thankYouUrl(body.thank_you_url);
    if (url === null) return { ok: false, field: 'thank_you_url', message: 'The thank-you page must be an http:// or https:// address.' };
    settings.thank_you_url = url;
  }
  return { ok: true, settings };
}
