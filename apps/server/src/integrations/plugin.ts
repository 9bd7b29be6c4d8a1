import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { SECRETS_KEY_BYTES } from './secrets-key.js';
import { SecretBox } from './secrets.js';
import { DeliveryWorker } from './delivery-worker.js';
import type { ConnectorTable } from './dispatch.js';
import type { ConnectorBaseUrls } from './connector-base-urls.js';
import type { EndpointRules } from './endpoint-guard.js';

/** Issue 21's settings: BECKON_SECRETS_KEY (or the key file) and BECKON_WEBHOOKS_ALLOW_LOOPBACK. */
export interface IntegrationOptions {
  /** the key secrets are sealed under (main.ts reads it: integrations/secrets-key.ts) */
  secretsKey?: Buffer | undefined;
  /** a warning about the key to log at start */
  secretsKeyWarning?: string | undefined;
  /** http endpoints on this machine allowed: tests and local development only */
  allowLoopback?: boolean | undefined;
  /** tests only */
  now?: (() => number) | undefined;
  random?: (() => number) | undefined;
  pollMs?: number | undefined;
  resolve?: EndpointRules['resolve'];
  connectorBaseUrls?: ConnectorBaseUrls | undefined;
  connectors?: ConnectorTable | undefined;
  /** tests only: no worker runs; they call drain() themselves */
  manual?: boolean | undefined;
}

/** What routes ask of the integrations: the sealing box, the endpoint rules, the clock, and the queue. */
export interface IntegrationService {
  box: SecretBox;
  rules: EndpointRules;
  now(): number;
  /** a commit queued deliveries: send them now rather than at the next poll */
  nudge(): void;
  /** tests: resolves once every due delivery was tried */
  drain(): Promise<void>;
  connectorBaseUrls?: ConnectorBaseUrls | undefined;
  connectors?: ConnectorTable | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: IntegrationService;
  }
}

/** Issue 21: the delivery queue's worker, started once the app is ready and stopped before the database closes. */
export default fp<{ options?: IntegrationOptions | undefined }>(
  async (app, { options = {} }) => {
    let key = options.secretsKey;
    if (!key) {
      key = randomBytes(SECRETS_KEY_BYTES);
      app.log.warn('no key for integration secrets was given: using one for this process only (secrets saved now cannot be read after a restart)');
    } else if (options.secretsKeyWarning) app.log.warn(options.secretsKeyWarning);
    const box = new SecretBox(key);
    const rules: EndpointRules = { allowLoopback: options.allowLoopback ?? false, resolve: options.resolve };
    const now = options.now ?? Date.now;
    const worker = new DeliveryWorker({
      db: app.db,
      box,
      rules,
      log: app.log,
      disabled: (siteId) => app.configChanges.publish({ siteId }),
      now,
      random: options.random,
      pollMs: options.pollMs,
      connectorBaseUrls: options.connectorBaseUrls,
      connectors: options.connectors,
    });
    app.decorate('integrations', {
      box,
      rules,
      now,
      nudge: () => (options.manual ? undefined : worker.nudge()),
      drain: () => worker.drain(),
      connectorBaseUrls: options.connectorBaseUrls,
      connectors: options.connectors,
    });
    if (!options.manual) app.addHook('onReady', async () => worker.start());
    // Before onClose destroys the database: the attempts in flight are recorded first.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'integrations', dependencies: ['database', 'site-config'] },
);
