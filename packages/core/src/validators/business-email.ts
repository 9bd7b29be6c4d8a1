import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/** The domain of an address, lowercased, without a trailing dot; '' when there is none. */
function domainOf(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  return at < 0 ? '' : value.slice(at + 1).replace(/\.$/, '');
}

/**
 * SPEC §5 business mode: is the address at a free-mail domain? `blocked` is the list the server
 * serves (lowercase domains); core only takes it.
 */
export function isFreeMailDomain(email: string, blocked: ReadonlySet<string>): boolean {
  const domain = domainOf(email);
  return domain !== '' && blocked.has(domain);
}

/** SPEC §5: a business-only email field refuses free-mail domains with 'Only business emails are allowed'. */
export function businessEmailError(email: string, blocked: ReadonlySet<string>, lang: Language): string | null {
  return isFreeMailDomain(email, blocked) ? t(lang, texts.emailBusinessOnly) : null;
}
