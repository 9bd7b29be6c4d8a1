import type { FastifyInstance } from 'fastify';
import type { NotificationSettingsRequest } from '@beckon/core/api';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import type { DialectName } from '../src/db/database.js';
import { DEMO_EMAIL, type DemoSeed } from '../src/seed/demo.js';
import { DEMO_PASSWORD, loginCookie } from './support/app.js';
import { mailApp, testClock, type TestDatabase } from './signup-mail-harness.js';
import { convert as convertLead } from './webhooks-harness.js';

export const PUBLIC_URL = 'https://beckon.example';
const NO_VISITOR_LIMITS = { ...DEFAULT_RATE_LIMITS, ipPerMinute: 0, clientPerMinute: 0, siteLeadsPerMinute: 0, popupLeadsPerMinute: 0 };

export type Clock = ReturnType<typeof testClock>;

export interface NotifyApp {
  app: FastifyInstance;
  demo: DemoSeed;
  cookie: string;
  viewer: string;
}

/** The app on `database` with SMTP at `smtpUrl` (or none), its notifications driven by hand on `clock`. */
export async function notifyApp(database: TestDatabase, smtpUrl: string | undefined, clock: Clock): Promise<NotifyApp> {
  const app = await mailApp(
    database,
    { smtpUrl, now: clock.now },
    { publicUrl: PUBLIC_URL, rateLimits: NO_VISITOR_LIMITS, notifications: { manual: true, now: clock.now } },
  );
  const site = await app.db.selectFrom('sites').select('client_id').orderBy('id').executeTakeFirstOrThrow();
  const popup = await app.db.selectFrom('poptins').select('id').orderBy('created_at').executeTakeFirstOrThrow();
  const demo: DemoSeed = { email: DEMO_EMAIL, password: DEMO_PASSWORD, clientId: site.client_id, poptinId: popup.id };
  const cookie = await loginCookie(app, DEMO_EMAIL, DEMO_PASSWORD);
  const display = await app.inject({ method: 'POST', url: `/api/display/${demo.clientId}`, payload: {} });
  return { app, demo, cookie, viewer: display.json().poptins[0].viewer_id as string };
}

export const ON: NotificationSettingsRequest = {
  enabled: true,
  addresses: ['owner@shop.example', 'team@shop.example'],
  mode: 'each_lead',
  digest_hour: 8,
  time_zone: 'UTC',
};

export function saveSettings(t: NotifyApp, settings: Partial<NotificationSettingsRequest> = {}, clientId = t.demo.clientId) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/sites/${clientId}/notifications`, headers: { cookie: t.cookie }, payload: { ...ON, ...settings } });
}

/** The demo pop-up asks for a name too, so a lead carries a field a visitor typed freely. */
export async function askName(t: NotifyApp): Promise<void> {
  const row = await t.app.db.selectFrom('poptins').select('settings').where('id', '=', t.demo.poptinId).executeTakeFirstOrThrow();
  const settings = JSON.parse(row.settings) as { design: { screens: { main: Array<{ kind: string; fields?: unknown[] }> } } };
  settings.design.screens.main
    .find((b) => b.kind === 'fields')!
    .fields!.push({
      count: 2,
      type: 'text',
      name: 'first_name',
      id: 'first_name_2',
      field_key: 'first_name',
      short_name: 'first_name',
      placeholder: 'Name',
      value: '',
      label: 'Name',
      required: false,
    });
  await t.app.db
    .updateTable('poptins')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', t.demo.poptinId)
    .execute();
  await t.app.configChanges.publish({ all: true });
}

/** A visitor's lead on the demo pop-up, as the widget posts it; `name` fills the field askName added. */
export async function convert(t: NotifyApp, email: string, extra: Record<string, string> = {}, name?: string) {
  const fields = [{ field_key: 'email', label: 'Email', type: 'email', value: email }];
  if (name !== undefined) fields.push({ field_key: 'first_name', label: 'Name', type: 'text', value: name });
  const response = await convertLead(t, email, { newExtraFields: JSON.stringify(fields), ...extra });
  if (response.statusCode !== 200) throw new Error(`conversion refused: ${response.body}`);
  return response;
}

export const notices = (t: NotifyApp) => t.app.db.selectFrom('lead_notices').selectAll().execute();
export const ownerEmails = (t: NotifyApp) => t.app.db.selectFrom('outbox').selectAll().where('kind', '=', 'notification').orderBy('id').execute();

export { testClock, type DialectName };
