import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Free-mail domains (gmail.com, yahoo.com, walla.co.il …) that a business-only email field
 * refuses (SPEC §5): the `email-providers` package's list, read once at start from node_modules,
 * never fetched. Served to the widget by GET /api/display/blocked-email-domains and applied
 * again by the server to every conversion.
 */
const list = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('email-providers/all.json'), 'utf8')) as string[];

export const FREE_MAIL_DOMAINS: readonly string[] = [...new Set(list.map((d) => d.trim().toLowerCase()).filter(Boolean))].sort();
export const FREE_MAIL_SET: ReadonlySet<string> = new Set(FREE_MAIL_DOMAINS);
