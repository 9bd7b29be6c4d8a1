import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { DELIVERY_TIMEOUT_MS, INTEGRATION_TESTS_PER_MIN, type LeadEvent } from '@beckon/core';
import { DeliveriesQuery, DeliveriesReply, DeliveryIdParams, DeliveryReply, ErrorReply, IntegrationIdParams, IntegrationTestReply } from '@beckon/core/api';
import { findIntegration, type OwnedIntegration } from '../../repositories/integrations.js';
import { findDelivery, listDeliveries, requeueDelivery, type DeliveryRow } from '../../repositories/integration-deliveries.js';
import { MemoryRateCounter } from '../../security/rate-counter.js';
import { dispatch } from '../../integrations/dispatch.js';
import { newEventId } from '../../integrations/lead-events.js';
import { openTarget } from '../../integrations/target.js';
import { NO_INTEGRATION } from './integrations.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export function toDeliveryReply(row: DeliveryRow): Static<typeof DeliveryReply> {
  const open = row.status === 'pending' || row.status === 'retrying';
  const time = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: String(row.id),
    event_id: row.event_id,
    event: row.event,
    status: row.status,
    attempts: Number(row.attempts),
    last_status: row.last_status === null ? null : Number(row.last_status),
    last_error: row.last_error,
    last_response: row.last_response,
    duration_ms: row.duration_ms === null ? null : Number(row.duration_ms),
    next_attempt_at: open ? Number(row.next_attempt_at) : null,
    last_attempt_at: time(row.last_attempt_at),
    delivered_at: time(row.delivered_at),
    created_at: Number(row.created_at),
  };
}

/** A webhook's test lead is made up; an email service refuses made-up addresses, so its test lead is the owner's own address. */
const SAMPLE_WEBHOOK_EMAIL = 'test@example.com';

/** What a test sends: a sample lead on the integration's own site, marked as a test in its tag. */
function sampleEvent(integration: OwnedIntegration, now: number, ownerEmail: string): LeadEvent {
  const email = integration.kind === 'webhook' ? SAMPLE_WEBHOOK_EMAIL : ownerEmail;
  return {
    id: newEventId(),
    event: 'conversion',
    occurred_at: new Date(now).toISOString(),
    site: { client_id: integration.client_id, name: 'Test event from Beckon' },
    popup: { poptin_id: 'test000000000', name: 'Test pop-up', type: 'lightbox' },
    lead: {
      id: '0',
      email,
      phone: null,
      fields: [{ field_key: 'email', label: 'Email', type: 'email', value: email }],
      url: null,
      tag: 'test',
      consent: null,
    },
  };
}

function registerTest(app: App) {
  // Each test is a request to someone's server on the owner's word: so many a minute per account.
  const tests = new MemoryRateCounter();
  app.post(
    '/api/admin/integrations/:id/test',
    {
      schema: {
        description: `Sends one made-up conversion to the integration now (not queued, not retried) and answers what came of it. ${INTEGRATION_TESTS_PER_MIN} a minute per account.`,
        params: IntegrationIdParams,
        response: { 200: IntegrationTestReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const integration = await findIntegration(app.db, accountId, Number(request.params.id));
      if (!integration) return reply.notFound(NO_INTEGRATION);
      const wait = await tests.hit(`test:${accountId}`, INTEGRATION_TESTS_PER_MIN);
      if (wait > 0) return reply.header('Retry-After', String(wait)).tooManyRequests(`Too many test events; try again in ${wait} s.`);
      const now = app.integrations.now();
      const started = performance.now();
      let outcome;
      try {
        const target = openTarget(integration, app.integrations.box, now);
        outcome = await dispatch(sampleEvent(integration, now, request.account!.email), target, {
          rules: app.integrations.rules,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          now,
          connectorBaseUrls: app.integrations.connectorBaseUrls,
          connectors: app.integrations.connectors,
        });
      } catch {
        outcome = { ok: false, status: null, message: 'The secret could not be opened: was BECKON_SECRETS_KEY changed? Rotate the secret.' };
      }
      return { ok: outcome.ok, status: outcome.status, message: outcome.message, duration_ms: Math.round(performance.now() - started) };
    },
  );
}

function registerLog(app: App) {
  app.get(
    '/api/admin/integrations/:id/deliveries',
    {
      schema: {
        description: "The integration's deliveries, newest first, a page at a time (pass `next` as `before`), optionally of one status.",
        params: IntegrationIdParams,
        querystring: DeliveriesQuery,
        response: { 200: DeliveriesReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!(await findIntegration(app.db, request.account!.id, id))) return reply.notFound(NO_INTEGRATION);
      const { status, before, limit } = request.query;
      const page = await listDeliveries(app.db, id, { status, before: before === undefined ? undefined : Number(before), limit });
      return { deliveries: page.rows.map(toDeliveryReply), next: page.next === null ? null : String(page.next) };
    },
  );
}

function registerResend(app: App) {
  app.post(
    '/api/admin/integrations/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        description: 'Queues the same event (same id) again, as a new delivery at the back of the endpoint’s line; the old one keeps its log.',
        params: DeliveryIdParams,
        response: { 201: DeliveryReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!(await findIntegration(app.db, request.account!.id, id))) return reply.notFound(NO_INTEGRATION);
      const row = await findDelivery(app.db, id, Number(request.params.deliveryId));
      if (!row) return reply.notFound('No such delivery of this integration.');
      const newId = await requeueDelivery(app.db, row, app.integrations.now());
      app.integrations.nudge();
      return reply.code(201).send(toDeliveryReply((await findDelivery(app.db, id, newId))!));
    },
  );
}

/** Issue 21: trying an integration, and the log of what the queue sent it. */
const integrationDeliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerTest(app);
  registerLog(app);
  registerResend(app);
};

export default integrationDeliveryRoutes;
