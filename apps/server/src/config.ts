import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaFromEnv, type CaptchaSettings } from './security/captcha.js';

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
    paths: defaultPaths(),
  };
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
