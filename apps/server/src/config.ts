import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaFromEnv, type CaptchaSettings } from './security/captcha.js';
import { rateLimitsFromEnv, type RateLimitSettings } from './security/rate-limits.js';
import { DEFAULT_WRITE_BUFFER, type WriteBufferOptions } from './ingest/write-buffer.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise SQLite under dataDir */
  databaseUrl: string | undefined;
  dataDir: string;
  /** demo owner's password on first start; random when unset */
  demoPassword: string | undefined;
  logLevel: string;
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
  /** PUBLIC_URL: the address owners reach the dashboard at; its origin is the only one the admin API accepts, and https there makes the session cookie Secure */
  publicUrl: string | undefined;
  /** BECKON_OPERATOR_TOKEN: the bearer token of the operator-only admin calls (plans); unset turns them off */
  operatorToken: string | undefined;
  /** BECKON_UPGRADE_URL: where a visitor's upgrade notice links (real plan limits only); no link when unset */
  upgradeUrl: string | undefined;
  /** BECKON_STORE_PROOF_ALLOW_LOOPBACK: store proof may fetch http://127.0.0.1-style stores (tests, local development only) */
  storeProofAllowLoopback: boolean;
  /** where the built bundles and example pages live */
  paths: { widgetDist: string; chatDist: string; dashboardDist: string; galleryDist: string; examples: string };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.BECKON_DATA_DIR ?? 'data'),
    demoPassword: env.BECKON_DEMO_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    countryHeader: env.BECKON_COUNTRY_HEADER || undefined,
    captcha: captchaFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: trustProxyFrom(env.BECKON_TRUST_PROXY),
    writeBuffer: {
      maxBatch: positive(env.BECKON_WRITE_BATCH_MAX, DEFAULT_WRITE_BUFFER.maxBatch, 'BECKON_WRITE_BATCH_MAX'),
      maxDelayMs: positive(env.BECKON_WRITE_DELAY_MS, DEFAULT_WRITE_BUFFER.maxDelayMs, 'BECKON_WRITE_DELAY_MS'),
    },
    publicUrl: httpOrigin(env.PUBLIC_URL, 'PUBLIC_URL'),
    operatorToken: operatorTokenFrom(env.BECKON_OPERATOR_TOKEN),
    upgradeUrl: httpOrigin(env.BECKON_UPGRADE_URL, 'BECKON_UPGRADE_URL', true),
    storeProofAllowLoopback: env.BECKON_STORE_PROOF_ALLOW_LOOPBACK === 'true',
    paths: defaultPaths(),
  };
}

/** An absolute http(s) address; its origin only, unless the whole address is wanted. */
function httpOrigin(value: string | undefined, name: string, whole = false): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address such as https://beckon.example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must start with https:// or http://, got "${value}"`);
  return whole ? url.href : url.origin;
}

/** A short token is guessable from outside: the operator calls change what every site may show. */
export const MIN_OPERATOR_TOKEN_LENGTH = 24;

function operatorTokenFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < MIN_OPERATOR_TOKEN_LENGTH) throw new Error(`BECKON_OPERATOR_TOKEN must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters (e.g. openssl rand -hex 24).`);
  return value;
}

/** true, a list of addresses or CIDRs, or how many hops in front of us to believe */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function trustProxyFrom(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

export function defaultPaths(): ServerConfig['paths'] {
  return {
    widgetDist: resolve(repoRoot, 'packages/widget/dist'),
    chatDist: resolve(repoRoot, 'packages/chat/dist'),
    dashboardDist: resolve(repoRoot, 'apps/dashboard/dist'),
    galleryDist: resolve(repoRoot, 'packages/widget/dist-gallery'),
    examples: resolve(repoRoot, 'examples'),
  };
}
