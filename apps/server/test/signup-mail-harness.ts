import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import type { ListResponse, SignupFormResponse } from '@beckon/core/api';
import { buildApp, type AppOptions } from '../src/app.js';
import { defaultPaths } from '../src/config.js';
import type { DialectName } from '../src/db/database.js';
import type { MailOptions } from '../src/mail/mail-plugin.js';
import { DEMO_EMAIL, seedDemoIfEmpty } from '../src/seed/demo.js';
import { testDatabase, type TestDatabase } from './support/databases.js';
import { asDashboard, DEMO_PASSWORD, loginCookie } from './support/app.js';

/** One email as the test SMTP server took it: headers unfolded, the body's quoted-printable undone. */
export interface ReceivedEmail {
  to: string[];
  headers: Record<string, string>;
  /** the whole message, decoded enough to find links in */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  return Buffer.from(
    bytes.toString('latin1').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function parseEmail(raw: string, to: string[]): ReceivedEmail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { to, headers, body: decodeQuotedPrintable(raw.slice(split + 4)) };
}

export interface TestSmtp {
  url: string;
  received: ReceivedEmail[];
  /** how the next messages are answered: true accepts, an Error refuses; accepted by default */
  answers: Array<true | Error>;
  /** called with each accepted email before it is acknowledged (the restart test closes an app there) */
  onAccepted?: (email: ReceivedEmail) => void;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1, any port: no TLS, no log-in, every message kept. */
export async function startSmtp(): Promise<TestSmtp> {
  const smtp: Partial<TestSmtp> & { received: ReceivedEmail[]; answers: Array<true | Error> } = { received: [], answers: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = smtp.answers.shift() ?? true;
        if (answer !== true) return callback(Object.assign(answer, { responseCode: 451 }));
        const email = parseEmail(
          Buffer.concat(chunks).toString('latin1'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        smtp.received.push(email);
        smtp.onAccepted?.(email);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp as TestSmtp;
}

/** The link of a kind an email carries (confirm or unsubscribe), as a path with its query. */
export function linkIn(email: ReceivedEmail, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^/\\s<>"]+(/api/signup/${kind}\\?t=[A-Za-z0-9_.-]+)`).exec(email.body);
  if (!match) throw new Error(`no ${kind} link in:\n${email.body}`);
  return match[1]!;
}

/** A clock tests move by hand: emails fall due and links expire on it. */
export function testClock(start = Date.now()) {
  let now = start;
  return { now: () => now, set: (at: number) => (now = at), advance: (ms: number) => (now += ms) };
}

/** The whole app on a given database (a second one shares it), the demo seeded once. */
export async function mailApp(database: TestDatabase, mail: MailOptions, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ database: database.open(), migrate: true, paths: defaultPaths(), mail: { pollMs: 60_000, ...mail }, ...options });
  asDashboard(app, options.publicUrl ?? 'http://localhost');
  await seedDemoIfEmpty(app.db, DEMO_PASSWORD);
  return app;
}

/** The demo owner's session, a double opt-in email list and a form offering it. */
export async function ownerWithForm(app: FastifyInstance, list: Record<string, unknown> = {}) {
  const cookie = await loginCookie(app, DEMO_EMAIL, DEMO_PASSWORD);
  const made = await app.inject({
    method: 'POST',
    url: '/api/admin/lists',
    headers: { cookie },
    payload: { name: 'Weekly news', kind: 'email', double_opt_in: true, ...list },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  const created = made.json() as ListResponse;
  const settings = { fields: [{ name: 'email', kind: 'email', required: true }], lists: [created.id], messages: {} };
  const form = (
    await app.inject({ method: 'POST', url: '/api/admin/signup-forms', headers: { cookie }, payload: { name: 'F', settings } })
  ).json() as SignupFormResponse;
  return { cookie, list: created, form };
}

/** A visitor's sign-up through the public call, from a page on the shop. */
export async function signUpVisitor(app: FastifyInstance, token: string, email: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/signup/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example', ...headers },
    payload: new URLSearchParams({ email }).toString(),
  });
  return response;
}

export const outboxRows = (app: FastifyInstance) => app.db.selectFrom('outbox').selectAll().orderBy('id').execute();

export { testDatabase, type DialectName, type TestDatabase };
