import { createTransport } from 'nodemailer';

/** One email as the outbox holds it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the signed unsubscribe link: RFC 8058's header and the footer carry it; '' for an owner's notification (no list to leave) */
  unsubscribeLink: string;
  /** the confirmation link (a notification's dashboard link), whose host names the sender when MAIL_FROM is unset */
  link: string;
}

/** Sends one email; resolves with the SMTP server's message id, rejects when it was not accepted. */
export type SendEmail = (email: OutgoingEmail) => Promise<string>;

/** SMTP waits bounded well inside the worker's claim (outbox-worker.ts LEASE_MS): a hung server cannot outlive it. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/** MAIL_FROM, else Beckon at the public host the links name. */
export function senderOf(from: string | undefined, link: string): string {
  if (from) return from;
  const host = new URL(link).hostname;
  return `Beckon <no-reply@${host.includes(':') || /^[0-9.]+$/.test(host) ? `[${host.replace(/^\[|\]$/g, '')}]` : host}>`;
}

/**
 * SMTP_URL through nodemailer (smtp:// or smtps://, user and password in the URL). Each email
 * with an unsubscribe link (a confirmation) carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058): mail clients show a one-click
 * Unsubscribe that POSTs to the link.
 */
export function smtpSender(smtpUrl: string, from: string | undefined): { send: SendEmail; close(): void } {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  const send: SendEmail = async (email) => {
    const info = await transport.sendMail({
      from: senderOf(from, email.link),
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.unsubscribeLink ? { 'List-Unsubscribe': `<${email.unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    });
    return info.messageId;
  };
  return { send, close: () => transport.close() };
}
