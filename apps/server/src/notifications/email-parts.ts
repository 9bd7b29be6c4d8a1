import type { SubmittedField } from '@beckon/core';
import { escapeHtml } from '../mail/html.js';
import type { AnnouncedLead } from '../repositories/lead-notices.js';

/**
 * The pieces both owner emails are made of. Everything a visitor typed is hostile: it is escaped
 * in HTML, never becomes a link, is cut to a readable length, and never reaches a header except
 * through subjectLine, which leaves no line break for a header to be injected after.
 */

/** Where an email's links point: the dashboard's leads page (filtered to the site) and its notification settings. */
export interface NotificationLinks {
  leads: string;
  settings: string;
}

export interface SiteFacts {
  name: string;
  clientId: string;
  /** the owner's zone: times in the email are theirs */
  timeZone: string;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Subjects are cut here (the outbox's column holds 400). */
export const SUBJECT_MAX = 200;
/** Characters of one field's value an email shows; the dashboard has the rest. */
const VALUE_MAX = 500;
/** Fields of one lead an email shows. */
const FIELDS_MAX = 30;

// C0 and C1 controls, and the Unicode line and paragraph separators: none may reach a header.
// eslint-disable-next-line no-control-regex
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line, whitespace collapsed, at most SUBJECT_MAX characters (code points, so no emoji is cut in half). */
export function subjectLine(text: string): string {
  const line = text.replace(LINE_BREAKERS, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= SUBJECT_MAX ? line : `${chars.slice(0, SUBJECT_MAX - 1).join('')}…`;
}

/** A visitor's value, shown on one line and cut. */
export function shown(value: string, max = VALUE_MAX): string {
  const chars = Array.from(value.replace(LINE_BREAKERS, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "27 Nov 2026, 10:00" in the owner's zone. */
export function timeIn(at: number, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

const label = (field: SubmittedField) => shown(field.label || field.field_key, 100);

function fieldsOf(lead: AnnouncedLead): SubmittedField[] {
  return lead.fields.filter((f) => f.value !== '').slice(0, FIELDS_MAX);
}

/** What a lead is called in a subject: its email, else its first value. */
export function leadName(lead: AnnouncedLead): string {
  return shown(lead.email ?? lead.fields.find((f) => f.value !== '')?.value ?? 'a lead without an email', 80);
}

export function leadText(lead: AnnouncedLead, timeZone: string): string {
  const lines = [`${shown(lead.popupName, 120)} · ${timeIn(lead.createdAt, timeZone)}`];
  for (const field of fieldsOf(lead)) lines.push(`  ${label(field)}: ${shown(field.value)}`);
  if (lead.url) lines.push(`  Page: ${shown(lead.url)}`);
  return lines.join('\n');
}

const CELL = 'style="padding:2px 12px 2px 0;vertical-align:top;color:#555"';

export function leadHtml(lead: AnnouncedLead, timeZone: string): string {
  const rows = fieldsOf(lead).map((f) => `<tr><th scope="row" align="left" ${CELL}>${escapeHtml(label(f))}</th><td>${escapeHtml(shown(f.value))}</td></tr>`);
  // The page is text, not a link: a visitor chose what it says.
  if (lead.url) rows.push(`<tr><th scope="row" align="left" ${CELL}>Page</th><td>${escapeHtml(shown(lead.url))}</td></tr>`);
  return [
    '<div style="border:1px solid #ddd;border-radius:6px;padding:12px;margin:0 0 12px">',
    `<p style="margin:0 0 8px"><strong>${escapeHtml(shown(lead.popupName, 120))}</strong> <span style="color:#555">· ${escapeHtml(timeIn(lead.createdAt, timeZone))}</span></p>`,
    `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`,
    '</div>',
  ].join('\n');
}

/** The footer's words: why this email came and where to change it. */
export function footerText(site: SiteFacts, links: NotificationLinks): string {
  return `You get this email because notifications are on for ${shown(site.name, 120)} in Beckon. Change or turn them off: ${links.settings}`;
}

function footerHtml(site: SiteFacts, links: NotificationLinks): string {
  return `You get this email because notifications are on for ${escapeHtml(shown(site.name, 120))} in Beckon. <a href="${escapeHtml(links.settings)}">Change or turn them off</a>.`;
}

/** A whole HTML email: a heading, the body, a button to the leads page, the footer. */
export function htmlEmail(title: string, body: string, site: SiteFacts, links: NotificationLinks, linkLabel: string): string {
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="font-family:sans-serif;line-height:1.5;color:#111;max-width:640px;margin:0 auto;padding:16px">',
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    body,
    `<p><a href="${escapeHtml(links.leads)}" style="display:inline-block;background:#4338ca;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(linkLabel)}</a></p>`,
    `<hr style="border:0;border-top:1px solid #ddd"><p style="font-size:small;color:#555">${footerHtml(site, links)}</p>`,
    '</body></html>',
  ].join('\n');
}
