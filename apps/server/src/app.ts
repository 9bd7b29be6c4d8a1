import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import sensible from '@fastify/sensible';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerConfig, TrustProxy } from './config.js';
import type { CaptchaSettings } from './security/captcha.js';
import type { StoreProofOptions } from './security/store-proof.js';
import type { DatabaseHandle } from './db/database.js';
import { migrateToLatest, pendingMigrations, PendingMigrationsError } from './db/migrate.js';
import databasePlugin from './plugins/database.js';
import { sharedCompilers } from './plugins/shared-compilers.js';
import writeBufferPlugin from './plugins/write-buffer.js';
import healthPlugin, { type HealthOptions } from './plugins/health.js';
import metricsPlugin, { type MetricsOptions } from './plugins/metrics.js';
import siteConfigPlugin from './plugins/site-config.js';
import type { WriteBufferOptions } from './ingest/write-buffer.js';
import type { SiteConfigOptions } from './display/site-config.js';
import bodyParsers from './plugins/body-parsers.js';
import protection from './plugins/protection.js';
import securityHeaders from './plugins/security-headers.js';
import { refuseHostileShapes } from './security/request-shape.js';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './security/rate-limits.js';
import authPlugin from './plugins/auth.js';
import mailPlugin, { type MailOptions } from './mail/mail-plugin.js';
import integrationsPlugin, { type IntegrationOptions } from './integrations/plugin.js';
import retentionPlugin, { type RetentionOptions } from './retention/plugin.js';
import notificationsPlugin, { type NotificationOptions } from './notifications/plugin.js';
import staticPlugin from './plugins/static.js';
import visitorApi from './routes/display/index.js';
import adminApi from './routes/admin/index.js';

export interface AppOptions {
  database: DatabaseHandle;
  /**
   * true: apply pending migrations first (BECKON_MIGRATE_ON_START, tests, tools). false: refuse
   * to build on a database that lacks one (a PendingMigrationsError naming `beckon migrate`).
   */
  migrate: boolean;
  paths: ServerConfig['paths'];
  /** header with the visitor's country, set by a proxy you trust (never by the visitor) */
  countryHeader?: string | undefined;
  /** the optional human check on lead forms (BECKON_CAPTCHA_*) */
  captcha?: CaptchaSettings | undefined;
  logger?: FastifyServerOptions['logger'];
  /** group commit of visitors' rows (BECKON_WRITE_*) */
  writeBuffer?: WriteBufferOptions | undefined;
  /** rate limits (BECKON_RATE_LIMIT_*, REDIS_URL); the defaults when unset */
  rateLimits?: RateLimitSettings | undefined;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe (BECKON_TRUST_PROXY) */
  trustProxy?: TrustProxy | undefined;
  /** the in-memory compiled config of each client id */
  siteConfig?: Partial<SiteConfigOptions> | undefined;
  /** PUBLIC_URL's origin: the dashboard's, the only one the admin API takes changes from */
  publicUrl?: string | undefined;
  /** BECKON_OPERATOR_TOKEN: turns on the operator's plan calls */
  operatorToken?: string | undefined;
  /** BECKON_UPGRADE_URL: where the visitors' upgrade notice links */
  upgradeUrl?: string | undefined;
  /** BECKON_STORE_PROOF_ALLOW_LOOPBACK: store proof may fetch a store on this machine over http */
  storeProofAllowLoopback?: boolean | undefined;
  /** /readyz's bounds (tests shorten them) */
  health?: Partial<HealthOptions> | undefined;
  /** /metrics: BECKON_METRICS_TOKEN, and whether to add the process's own metrics */
  metrics?: MetricsOptions | undefined;
  /** confirmation emails: SMTP_URL, MAIL_FROM, BECKON_LINK_SECRET (unset: nothing sent, links listed in the dashboard) */
  mail?: MailOptions | undefined;
  /** issue 21: the key integration secrets are sealed under, loopback endpoints (BECKON_SECRETS_KEY, BECKON_WEBHOOKS_ALLOW_LOOPBACK) */
  integrations?: IntegrationOptions | undefined;
  /** issue 21: the hourly retention sweep (tests set its clock and pace) */
  retention?: RetentionOptions | undefined;
  /** issue 21: owner notifications' worker (tests drive it by hand on a clock of their own) */
  notifications?: NotificationOptions | undefined;
  /** tests only: where a loopback store listens, and how shop names resolve */
  storeProofTesting?: Pick<StoreProofOptions, 'loopbackPort' | 'resolve'> | undefined;
}

/**
 * What an error carries beyond the wire shape (e.g. the `field` a 400 is about): its own
 * properties, without the bookkeeping Fastify and http-errors add to every error.
 */
const ERROR_BOOKKEEPING = new Set([
  'statusCode',
  'status',
  'expose',
  'headers',
  'code',
  'validation',
  'validationContext',
  'message',
  'stack',
  'name',
  'cause',
]);
function wireExtras(error: Error): Record<string, unknown> {
  return Object.fromEntries(Object.entries(error).filter(([key]) => !ERROR_BOOKKEEPING.has(key)));
}

/** Migrations run when asked for; otherwise a database that lacks one stops the start here. */
async function prepareDatabase(database: DatabaseHandle, migrate: boolean): Promise<void> {
  if (migrate) {
    await migrateToLatest(database);
    return;
  }
  const pending = await pendingMigrations(database);
  if (pending.length > 0) throw new PendingMigrationsError(pending, database.location);
}

/** Visitor requests are small; 64 KiB holds the largest honest form with room to spare. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole server as one Fastify instance; main.ts only boots it, tests inject into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  await prepareDatabase(options.database, options.migrate);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    schemaController: { compilersFactory: sharedCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First, so every plugin and route can answer with reply.notFound() and app.httpErrors.
  await app.register(sensible);
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, cause: error.cause }, 'request failed');
    // 503 says "nothing was stored, try again" in words of our own; other 5xx hide their details.
    if (status === 503) reply.header('Retry-After', '1');
    if (status >= 500 && status !== 503) {
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: 'Something went wrong on our side.' });
    }
    return reply.code(status).send({ ...wireExtras(error), statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.addHook('preHandler', refuseHostileShapes);
  // Once closing, answers end their connection: a keep-alive client would otherwise hold the
  // process open for the keep-alive timeout after the last answer went out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(compress, { global: true, threshold: 512 });
  // Issue 6: one schema per route drives validation, serialisation and this OpenAPI document.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Beckon API', version: '1', description: 'The visitor API (SPEC §7) called by the widget, and the admin API behind the dashboard.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'beckon_session' } } },
    },
    // Only the calls (the API and the store platforms' fixed paths of SPEC §7): bundles, pages
    // and the dashboard shell are files.
    transform: ({ schema, url }) => ({ schema: /^\/(api|shopify|wix)\//.test(url) ? schema : { ...schema, hide: true }, url }),
  });
  await app.register(protection, { limits: options.rateLimits ?? DEFAULT_RATE_LIMITS });
  await app.register(databasePlugin, { handle: options.database });
  await app.register(writeBufferPlugin, { options: options.writeBuffer });
  // Metrics first: its hooks then count every route registered after it, the probes included.
  await app.register(metricsPlugin, options.metrics ?? {});
  await app.register(healthPlugin, { options: options.health });
  await app.register(siteConfigPlugin, { options: options.siteConfig });
  await app.register(bodyParsers);
  await app.register(authPlugin, { publicUrl: options.publicUrl });
  await app.register(mailPlugin, { options: options.mail, publicUrl: options.publicUrl });
  await app.register(integrationsPlugin, { options: options.integrations });
  await app.register(retentionPlugin, { options: options.retention });
  await app.register(notificationsPlugin, { options: options.notifications, publicUrl: options.publicUrl });
  await app.register(visitorApi, {
    countryHeader: options.countryHeader,
    captcha: options.captcha,
    upgradeUrl: options.upgradeUrl,
    publicUrl: options.publicUrl,
  });
  // Everything but the visitor API is a page or serves one: helmet's headers in this scope only.
  await app.register(async (pages) => {
    await pages.register(securityHeaders);
    await pages.register(swaggerUi, { routePrefix: '/docs' });
    await pages.register(adminApi, {
      publicUrl: options.publicUrl,
      operatorToken: options.operatorToken,
      storeProof: { allowLoopback: options.storeProofAllowLoopback ?? false, ...options.storeProofTesting },
    });
    await pages.register(staticPlugin, { paths: options.paths, publicUrl: options.publicUrl });
  });
  return app;
}
