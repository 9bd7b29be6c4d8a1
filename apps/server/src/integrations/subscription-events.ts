import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseJsonList } from '../repositories/integrations.js';
import { enqueueEvent } from './enqueue.js';
import { subscriptionEvent, type SubscriptionFacts } from './lead-events.js';

type SubscriptionEventName = SubscriptionFacts['event'];

/** One subscription that changed: whose, on which list, and what they agreed to there. */
export interface SubscriptionChange {
  subscriberId: number;
  listId: number;
  /** the sign-up form it came through; null for a pop-up's lead or an import */
  formId: number | null;
  consent: string;
  sourceUrl: string;
}

interface Target {
  id: number;
  siteId: number;
  site: { client_id: string; name: string };
  events: string[];
}

/** The account's enabled integrations, with their sites, in the caller's transaction. */
async function accountIntegrations(trx: Transaction<Database>, accountId: number): Promise<Target[]> {
  const rows = await trx
    .selectFrom('integrations')
    .innerJoin('sites', 'sites.id', 'integrations.site_id')
    .select(['integrations.id', 'integrations.site_id', 'integrations.events', 'sites.client_id', 'sites.name'])
    .where('integrations.account_id', '=', accountId)
    .where('sites.account_id', '=', accountId)
    .where('integrations.enabled', '=', 1)
    .orderBy('integrations.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), siteId: Number(r.site_id), site: { client_id: r.client_id, name: r.name }, events: parseJsonList(r.events) }));
}

/**
 * Issue 21: queues a subscription's confirmation or departure to the integrations asking for it,
 * in the transaction that changes the subscription. Lists belong to the account, integrations to
 * a site: a subscription that came through a sign-up form of a site goes to that site's
 * integrations; any other (a form for no site, a pop-up's lead) to those of every site of the account.
 * Made once per transaction: the account's integrations are read once, on the first change.
 */
export function subscriptionEvents(trx: Transaction<Database>, accountId: number, now: number) {
  let targets: Promise<Target[]> | undefined;
  return async (event: SubscriptionEventName, change: SubscriptionChange): Promise<void> => {
    targets ??= accountIntegrations(trx, accountId);
    const asking = (await targets).filter((t) => t.events.includes(event));
    if (asking.length === 0) return;
    const form = change.formId === null ? undefined : await trx.selectFrom('signup_forms').select('site_id').where('id', '=', change.formId).executeTakeFirst();
    const siteId = form?.site_id ?? null;
    const chosen = siteId === null ? asking : asking.filter((t) => t.siteId === Number(siteId));
    if (chosen.length === 0) return;
    const list = await trx.selectFrom('lists').select(['name', 'kind']).where('id', '=', change.listId).executeTakeFirst();
    const subscriber = await trx.selectFrom('subscribers').select(['email', 'phone']).where('id', '=', change.subscriberId).executeTakeFirst();
    if (!list || !subscriber) return;
    const bySite = new Map<number, Target[]>();
    for (const t of chosen) bySite.set(t.siteId, [...(bySite.get(t.siteId) ?? []), t]);
    for (const siteTargets of bySite.values()) {
      const facts: SubscriptionFacts = {
        event,
        now,
        site: siteTargets[0]!.site,
        list: { id: change.listId, name: list.name, kind: list.kind },
        subscriber: { id: change.subscriberId, email: subscriber.email, phone: subscriber.phone },
        url: change.sourceUrl,
        consent: change.consent,
      };
      await enqueueEvent(
        trx,
        accountId,
        siteTargets.map((t) => t.id),
        subscriptionEvent(facts),
        now,
      );
    }
  };
}
