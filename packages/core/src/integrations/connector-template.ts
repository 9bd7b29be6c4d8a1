import { leadValues } from './connector-fields.js';
import type { LeadEvent } from './lead-event.js';

/**
 * Issue 21, the generic connector: each field it sends is a template, text with placeholders
 * such as `{{email}}` or `{{fields.first_name}} {{fields.last_name}}`. A placeholder names one value
 * of the lead event; one the event does not have is refused when the owner saves the settings, so
 * a typo never turns into an empty field months later.
 */

export const TEMPLATE_MAX_LENGTH = 1000;

/** The names a template may use besides `fields.<field_key>`, each with where its value comes from. */
const EVENT_VALUES: Readonly<Record<string, (event: LeadEvent) => string | number | null | undefined>> = {
  id: (e) => e.id,
  event: (e) => e.event,
  occurred_at: (e) => e.occurred_at,
  email: (e) => e.lead.email,
  phone: (e) => e.lead.phone,
  url: (e) => e.lead.url,
  tag: (e) => e.lead.tag,
  consent: (e) => e.lead.consent,
  'lead.id': (e) => e.lead.id,
  'site.client_id': (e) => e.site.client_id,
  'site.name': (e) => e.site.name,
  'popup.poptin_id': (e) => e.popup?.poptin_id,
  'popup.name': (e) => e.popup?.name,
  'popup.type': (e) => e.popup?.type,
  'list.id': (e) => e.list?.id,
  'list.name': (e) => e.list?.name,
  'list.kind': (e) => e.list?.kind,
};

export const TEMPLATE_PLACEHOLDERS: readonly string[] = [...Object.keys(EVENT_VALUES), 'fields.<field_key>'];

const FIELD_PLACEHOLDER = /^fields\.([a-z0-9](?:[a-z0-9_]*[a-z0-9])?)$/;
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type TemplateCheck = { ok: true; placeholders: string[] } | { ok: false; error: string };

/** The placeholders a template uses, or why it cannot be used: too long, an unclosed `{{`, or a name the event lacks. */
export function checkTemplate(template: string): TemplateCheck {
  if (template.length > TEMPLATE_MAX_LENGTH) return { ok: false, error: `is too long (at most ${TEMPLATE_MAX_LENGTH} characters)` };
  const placeholders: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(Object.hasOwn(EVENT_VALUES, name) || FIELD_PLACEHOLDER.test(name)))
      return { ok: false, error: `uses {{${name.slice(0, 60)}}}, which is not a lead value (use ${TEMPLATE_PLACEHOLDERS.join(', ')})` };
    placeholders.push(name);
  }
  // What is left after the placeholders must not open or close one: `{{email}` is a typo, not text.
  const rest = template.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) return { ok: false, error: 'has a {{ or }} that does not form a placeholder' };
  return { ok: true, placeholders };
}

/** The template with each placeholder replaced by the event's value (empty when the event has none). Checked templates only. */
export function renderTemplate(template: string, event: LeadEvent): string {
  const fields = leadValues(event.lead);
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const field = FIELD_PLACEHOLDER.exec(name);
    if (field) return fields.get(field[1]!) ?? '';
    const value = Object.hasOwn(EVENT_VALUES, name) ? EVENT_VALUES[name]!(event) : undefined;
    return value === null || value === undefined ? '' : String(value);
  });
}
