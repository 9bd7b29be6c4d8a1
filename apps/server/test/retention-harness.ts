import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { createSite } from '../src/repositories/sites.js';

/** Issue 21: rows of every table the retention sweep reads, written at chosen times. */

export const DAY = 24 * 60 * 60 * 1000;

let serial = 0;
const next = () => ++serial;

export async function account(db: Kysely<Database>, maxMonthlyViews: number | null = null): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('accounts')
    .values({ public_id: `viewer${n}`, email: `owner${n}@retention.example`, password_hash: 'x', max_monthly_views: maxMonthlyViews, created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function site(db: Kysely<Database>, accountId: number, retentionDays: number | null): Promise<number> {
  return Number((await createSite(db, accountId, `Site ${next()}`, [], retentionDays)).id);
}

/** One row of each of a site's leads and activity, all written at `at`. */
export async function activityAt(db: Kysely<Database>, siteId: number, accountId: number, at: number, integrationId: number): Promise<void> {
  const n = next();
  const poptin_id = `pop${String(siteId).padStart(10, '0')}`;
  const visitor = `visitor-${n}`;
  await db
    .insertInto('conversions')
    .values({
      poptin_id,
      site_id: siteId,
      account_id: accountId,
      view_id: null,
      visitor,
      email: `lead${n}@example.com`,
      url: 'https://shop.example/',
      referrer: '',
      trigger: 'time',
      fields: '[]',
      context: '{}',
      spam: null,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('views')
    .values({ poptin_id, site_id: siteId, visitor, trigger: 'time', device: 'desktop', url: 'https://shop.example/', created_at: at })
    .execute();
  await db.insertInto('closes').values({ poptin_id, site_id: siteId, visitor, close_trigger: 'x', url: 'https://shop.example/', created_at: at }).execute();
  await db
    .insertInto('plays')
    .values({
      poptin_id,
      site_id: siteId,
      account_id: accountId,
      visitor,
      prize_id: 'p1',
      prize_label: '10% off',
      prize_code: 'TEN',
      won: 1,
      view_id: null,
      created_at: at,
    })
    .execute();
  await db.insertInto('limit_logs').values({ site_id: siteId, status: 'blocked', detail: '', created_at: at }).execute();
  await db
    .insertInto('conversion_activities')
    .values({ site_id: siteId, email: `lead${n}@example.com`, poptin_id, activity: 'cart', url: '/', created_at: at })
    .execute();
  await db
    .insertInto('visitor_sessions')
    .values({ site_id: siteId, email: `lead${n}@example.com`, url: '/', started_at: at - 1000, last_seen_at: at, seconds: 1 })
    .execute();
  await db
    .insertInto('store_abandonments')
    .values({ site_id: siteId, customer: `c${n}`, data_for: 'cart', products: '[]', total_cart_value: null, created_at: at })
    .execute();
  await db
    .insertInto('store_ordered_products')
    .values({
      site_id: siteId,
      customer_id: `c${n}`,
      product_id: '1',
      product_name: 'Mug',
      category: '',
      source_table: 'orders',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('integration_deliveries')
    .values({
      account_id: accountId,
      integration_id: integrationId,
      event_id: `evt-${n}`,
      event: 'conversion',
      payload: '{}',
      status: 'delivered',
      next_attempt_at: at,
      locked_until: null,
      first_attempt_at: at,
      last_attempt_at: at,
      last_status: 200,
      duration_ms: 5,
      created_at: at,
      delivered_at: at,
    })
    .execute();
}

export async function webhook(db: Kysely<Database>, accountId: number, siteId: number): Promise<number> {
  const row = await db
    .insertInto('integrations')
    .values({
      account_id: accountId,
      site_id: siteId,
      kind: 'webhook',
      name: 'Hook',
      events: '["conversion"]',
      popups: '[]',
      previous_secret_until: null,
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The tables the sweep deletes from, with how many rows each of a site holds. */
export async function countsOf(db: Kysely<Database>, siteId: number): Promise<Record<string, number>> {
  const tables = [
    'conversions',
    'views',
    'closes',
    'plays',
    'limit_logs',
    'conversion_activities',
    'visitor_sessions',
    'store_abandonments',
    'store_ordered_products',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table as 'views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const deliveries = await db
    .selectFrom('integration_deliveries')
    .innerJoin('integrations', 'integrations.id', 'integration_deliveries.integration_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('integrations.site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  counts.integration_deliveries = Number(deliveries.n);
  return counts;
}

export async function list(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .insertInto('lists')
    .values({
      account_id: accountId,
      public_id: `list${String(next()).padStart(6, '0')}`,
      name: 'News',
      kind: 'email',
      double_opt_in: 1,
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function signupForm(db: Kysely<Database>, accountId: number, siteId: number | null): Promise<number> {
  const row = await db
    .insertInto('signup_forms')
    .values({ account_id: accountId, site_id: siteId, token: `token-${next()}`, name: 'Form', settings: '{}', created_at: 0, updated_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A person signed up to a list at `at`, in the given state, through a form or not; with their confirmation email. */
export async function signup(
  db: Kysely<Database>,
  where: { accountId: number; listId: number; formId: number | null; subscriberId?: number },
  status: 'pending' | 'confirmed',
  at: number,
): Promise<number> {
  const subscriberId =
    where.subscriberId ??
    Number(
      (
        await db
          .insertInto('subscribers')
          .values({ account_id: where.accountId, email: `person${next()}@example.com`, phone: null, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  await db
    .insertInto('subscriptions')
    .values({
      subscriber_id: subscriberId,
      list_id: where.listId,
      status,
      consent_text: 'Yes, send me news',
      consented_at: at,
      source_url: 'https://shop.example/',
      form_id: where.formId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('outbox')
    .values({
      account_id: where.accountId,
      list_id: where.listId,
      subscriber_id: subscriberId,
      to_address: 'someone@example.com',
      subject: 'Confirm',
      text: 'Confirm',
      html: '<p>Confirm</p>',
      link: 'https://beckon.example/confirm',
      unsubscribe_link: 'https://beckon.example/unsubscribe',
      next_attempt_at: at,
      locked_until: null,
      created_at: at,
      sent_at: at,
    })
    .execute();
  return subscriberId;
}

export async function subscriptionsOf(db: Kysely<Database>, subscriberId: number) {
  const subscriptions = await db.selectFrom('subscriptions').select(['list_id', 'status']).where('subscriber_id', '=', subscriberId).execute();
  const person = await db.selectFrom('subscribers').select('id').where('id', '=', subscriberId).executeTakeFirst();
  const emails = await db.selectFrom('outbox').select('id').where('subscriber_id', '=', subscriberId).execute();
  return { subscriptions: subscriptions.length, person: person !== undefined, emails: emails.length };
}
