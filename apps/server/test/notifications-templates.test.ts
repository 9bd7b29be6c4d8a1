import { describe, expect, it } from 'vitest';
import { NOTIFY_LEAD_EMAIL_GAP_MS, NOTIFY_LEAD_EMAILS_PER_HOUR } from '@beckon/core';
import { composeDigest, conversionRate } from '../src/notifications/digest-email.js';
import { subjectLine, SUBJECT_MAX } from '../src/notifications/email-parts.js';
import { composeLeadEmail } from '../src/notifications/lead-email.js';
import { notificationLinks } from '../src/notifications/links.js';
import { afterEmail, nextEmailAt, type Pacing } from '../src/notifications/pacing.js';
import type { AnnouncedLead } from '../src/repositories/lead-notices.js';

const HOUR = 3_600_000;
const links = notificationLinks('https://beckon.example/', 'abc123');
const site = { name: 'Shop', clientId: 'abc123', timeZone: 'Europe/Berlin' };

function lead(value: string, over: Partial<AnnouncedLead> = {}): AnnouncedLead {
  return {
    id: 1,
    popupName: 'Spring <sale>',
    email: 'ada@example.com',
    fields: [
      { field_key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' },
      { field_key: 'text_2', label: 'Message"><script>', type: 'text', value },
    ],
    url: 'javascript:alert(1)',
    createdAt: Date.parse('2026-07-15T10:00:00Z'),
    ...over,
  };
}

describe('owner email templates', () => {
  it('keep a subject on one line whatever it is made of, and bounded', () => {
    expect(subjectLine('a\r\nBcc: x@evil.example\u2028b\u0000c')).toBe('a Bcc: x@evil.example b c');
    const long = subjectLine('😀'.repeat(500));
    expect(Array.from(long)).toHaveLength(SUBJECT_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('escape every value in HTML, never link what a visitor sent, and show times in the owner zone', () => {
    const hostile = '<img src=x onerror=alert(1)>\r\n<a href="javascript:alert(2)">x</a>';
    const email = composeLeadEmail({ ...site, name: 'Shop</title><script>' }, 1, [lead(hostile)], links);
    expect(email.subject).toBe('New lead on Shop</title><script>: ada@example.com');
    expect(email.html).not.toMatch(/<script|<img|href="javascript/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('Message&quot;&gt;&lt;script&gt;');
    expect(email.html).toContain('Spring &lt;sale&gt;');
    expect(email.html).toContain('<td>javascript:alert(1)</td>');
    // 10:00 UTC is 12:00 in Berlin in July.
    expect(email.text).toContain('Spring <sale> · 15 Jul 2026, 12:00');
    expect(email.text).toContain('See your leads: https://beckon.example/app/leads?client_id=abc123');
    expect(email.html).toContain('href="https://beckon.example/app/notifications?site=abc123"');
  });

  it('cut a huge value and count the leads an email does not list', () => {
    const email = composeLeadEmail(site, 45, [lead('x'.repeat(10_000))], links);
    expect(email.subject).toBe('45 new leads on Shop');
    expect(email.text).toContain(`${'x'.repeat(499)}…`);
    expect(email.text).not.toContain('x'.repeat(501));
    expect(email.text).toContain('…and 44 more leads on your leads page.');
  });

  it('sum a day up in the digest, the conversion rate left out when nothing was viewed', () => {
    const digest = composeDigest(
      site,
      { day: '2026-07-14', leads: 3, views: 0, latest: [lead('hi')] },
      notificationLinks('https://b.example', 'abc123', '2026-07-14'),
    );
    expect(digest.subject).toBe('Shop: 3 new leads on Tuesday, 14 July 2026');
    expect(digest.text).toContain('3 new leads · 0 pop-up views\n');
    expect(digest.text).toContain('The latest 1:');
    expect(digest.text).toContain('https://b.example/app/leads?client_id=abc123&from=2026-07-14&to=2026-07-14');
    expect(conversionRate(3, 200)).toBe('1.5%');
    expect(conversionRate(1, 3)).toBe('33.3%');
  });
});

describe('new-lead email pacing', () => {
  const quiet: Pacing = { lastEmailAt: null, hourStartedAt: null, emailsThisHour: 0 };

  it('lets the first go at once, then one a minute', () => {
    expect(nextEmailAt(quiet)).toBe(0);
    const once = afterEmail(quiet, 1_000);
    expect(once).toEqual({ lastEmailAt: 1_000, hourStartedAt: 1_000, emailsThisHour: 1 });
    expect(nextEmailAt(once)).toBe(1_000 + NOTIFY_LEAD_EMAIL_GAP_MS);
  });

  it(`holds the ${NOTIFY_LEAD_EMAILS_PER_HOUR + 1}th of an hour until the hour ends, then starts a new hour`, () => {
    let pacing = quiet;
    let now = 0;
    for (let i = 0; i < NOTIFY_LEAD_EMAILS_PER_HOUR; i++) {
      now = Math.max(now, nextEmailAt(pacing));
      pacing = afterEmail(pacing, now);
    }
    expect(nextEmailAt(pacing)).toBe(HOUR);
    pacing = afterEmail(pacing, HOUR);
    expect(pacing).toEqual({ lastEmailAt: HOUR, hourStartedAt: HOUR, emailsThisHour: 1 });
  });
});
