import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaFromEnv, type CaptchaSettings } from './security/captcha.js';
import { rateLimitsFromEnv, type RateLimitSettings } from './security/rate-limits.js';
import type { WriteBufferOptions } from './ingest/write-buffer.js';
import { readEnv, type EnvValues } from './env/variables.js';
import type { TrustProxy } from './env/kinds.js';
import type { MailOptions } from './mail/mail-plugin.js';
import type { ConnectorBaseUrls } from './integrations/connector-base-urls.js';

export { MIN_OPERATOR_TOKEN_LENGTH, ConfigError } from './env/variables.js';
export type { TrustProxy } from './env/kinds.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** The server's settings, read once from the environment (see env/variables.ts for each one). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise SQLite under dataDir */
  databaseUrl: string | undefined;
  /** PGUSER: PostgreSQL's user when databaseUrl names none */
  postgresUser: string | undefined;
  dataDir: string;
  /** demo owner's password on first start; random when unset */
  demoPassword: string | undefined;
  logLevel: EnvValues['LOG_LEVEL'];
  /** BECKON_MIGRATE_ON_START: apply pending migrations at start instead of refusing to start */
  migrateOnStart: boolean;
  /** BECKON_COUNTRY_HEADER: e.g. cf-ipcountry behind Cloudflare; unset means country unknown */
  countryHeader: string | undefined;
  /** BECKON_CAPTCHA_*: an optional Turnstile or reCAPTCHA check on lead forms that ask for it */
  captcha: CaptchaSettings | undefined;
  /** BECKON_RATE_LIMIT_* and REDIS_URL */
  rateLimits: RateLimitSettings;
  /** BECKON_TRUST_PROXY: true, a hop count, or addresses/CIDRs of the proxies in front */
  trustProxy: TrustProxy;
  /** BECKON_WRITE_BATCH_MAX, BECKON_WRITE_DELAY_MS: the group commit of visitors' rows */
  writeBuffer: WriteBufferOptions;
  /** PUBLIC_URL's origin: the address owners reach the dashboard at */
  publicUrl: string | undefined;
  /** BECKON_OPERATOR_TOKEN: the bearer token of the operator-only admin calls (plans); unset turns them off */
  operatorToken: string | undefined;
  /** BECKON_METRICS_TOKEN: lets other machines read /metrics with it; loopback only when unset */
  metricsToken: string | undefined;
  /** BECKON_UPGRADE_URL: where a visitor's upgrade notice links (real plan limits only); no link when unset */
  upgradeUrl: string | undefined;
  /** BECKON_STORE_PROOF_ALLOW_LOOPBACK: store proof may fetch http://127.0.0.1-style stores (tests, local development only) */
  storeProofAllowLoopback: boolean;
  /** SMTP_URL, MAIL_FROM, BECKON_LINK_SECRET: double opt-in's confirmation emails */
  mail: MailOptions;
  /** BECKON_SECRETS_KEY: the key integration secrets are sealed under; a key file in dataDir when unset */
  secretsKey: string | undefined;
  /** BECKON_WEBHOOKS_ALLOW_LOOPBACK: webhooks may send to http://127.0.0.1-style endpoints (tests, local development only) */
  webhooksAllowLoopback: boolean;
  /** BECKON_CONNECTOR_BASE_URLS: tests only, each connector kind's stand-in on this machine */
  connectorBaseUrls: ConnectorBaseUrls | undefined;
  /** where the built bundles and example pages live */
  paths: { widgetDist: string; chatDist: string; signupDist: string; contentDist: string; dashboardDist: string; galleryDist: string; examples: string };
}

/**
 * The one place the server reads its environment. Every wrong variable is named in one error,
 * so an operator fixes them all in one go rather than one per failed start.
 */
export function configFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const values = readEnv(env);
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    postgresUser: values.PGUSER,
    dataDir: resolve(values.BECKON_DATA_DIR),
    demoPassword: values.BECKON_DEMO_PASSWORD,
    logLevel: values.LOG_LEVEL,
    migrateOnStart: values.BECKON_MIGRATE_ON_START,
    countryHeader: values.BECKON_COUNTRY_HEADER,
    captcha: captchaFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: values.BECKON_TRUST_PROXY,
    writeBuffer: { maxBatch: values.BECKON_WRITE_BATCH_MAX, maxDelayMs: values.BECKON_WRITE_DELAY_MS },
    publicUrl: values.PUBLIC_URL,
    operatorToken: values.BECKON_OPERATOR_TOKEN,
    metricsToken: values.BECKON_METRICS_TOKEN,
    upgradeUrl: values.BECKON_UPGRADE_URL,
    storeProofAllowLoopback: values.BECKON_STORE_PROOF_ALLOW_LOOPBACK,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, linkSecret: values.BECKON_LINK_SECRET },
    secretsKey: values.BECKON_SECRETS_KEY,
    webhooksAllowLoopback: values.BECKON_WEBHOOKS_ALLOW_LOOPBACK,
    connectorBaseUrls: values.BECKON_CONNECTOR_BASE_URLS,
    paths: defaultPaths(),
  };
}

export function defaultPaths(): ServerConfig['paths'] {
  return {
    widgetDist: resolve(repoRoot, 'packages/widget/dist'),
    chatDist: resolve(repoRoot, 'packages/chat/dist'),
    signupDist: resolve(repoRoot, 'packages/signup/dist'),
    contentDist: resolve(repoRoot, 'packages/content/dist'),
    dashboardDist: resolve(repoRoot, 'apps/dashboard/dist'),
    galleryDist: resolve(repoRoot, 'packages/widget/dist-gallery'),
    examples: resolve(repoRoot, 'examples'),
  };
}
