import { MULTI_SELECT_SEPARATOR } from '../constants.js';
import type { DesignedField, Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { chosenOptions } from './choice.js';

/**
 * SPEC §3/§5: a choice field's answer is one of the options the owner offered. A group's answer
 * may arrive comma-joined (SPEC §3 multi-select); an option that itself holds a comma is taken
 * whole. A field designed without options (a lone checkbox) has nothing to hold its answer to.
 */
export function choiceOptionError(field: DesignedField, value: string | readonly string[], lang: Language): string | null {
  const offered = new Set((field.options ?? []).map((o) => o.trim()));
  if (offered.size === 0) return null;
  const outside = chosenOptions(value).some(
    (chosen) => !offered.has(chosen) && chosen.split(MULTI_SELECT_SEPARATOR).some((part) => part.trim() !== '' && !offered.has(part.trim())),
  );
  return outside ? t(lang, texts.notAnOption) : null;
}

/**
 * SPEC §3 website url: an http(s) address with a host. A visitor who typed `example.com` is
 * not refused: http:// is put in front, the way SPEC §5 treats redirect URLs. Anything else
 * (javascript:, data:, a mail address) is refused, so an owner never clicks a visitor's script.
 */
export function websiteValue(value: string, lang: Language): { error: string | null; value: string } {
  const trimmed = value.trim();
  // A scheme is letters then ':' not followed by a port's digits (`example.com:8080` has none).
  const withScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { error: t(lang, texts.websiteInvalid), value: trimmed };
  }
  const ok = (url.protocol === 'http:' || url.protocol === 'https:') && /^[^\s.]+(\.[^\s.]+)+$/.test(url.hostname) && !/\s/.test(trimmed);
  return ok ? { error: null, value: withScheme } : { error: t(lang, texts.websiteInvalid), value: trimmed };
}
