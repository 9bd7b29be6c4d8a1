import { LEADS_PER_POPUP_PER_MIN, LEADS_PER_SITE_PER_MIN } from '@beckon/core';
import { DEFAULT_WRITE_BUFFER } from '../ingest/write-buffer.js';
import { parseConnectorBaseUrls, type ConnectorBaseUrls } from '../integrations/connector-base-urls.js';
import { decodeSecretsKey, SECRETS_KEY_FILE } from '../integrations/secrets-key.js';
import {
  connectionUrl,
  flag,
  httpAddress,
  oneOf,
  oneOfWithDefault,
  portNumber,
  positiveNumber,
  text,
  textWithDefault,
  token,
  trustProxy,
  wholeNumber,
  type Kind,
} from './kinds.js';

/** Headings of .env.example, in its order. */
export const GROUPS = [
  'Server',
  'Database',
  'Addresses and proxies',
  'Operators',
  'Monitoring',
  'Rate limits',
  'Human check on lead forms',
  "Group commit of visitors' rows",
  'Email',
  'Integrations',
] as const;

export interface Variable<T> {
  kind: Kind<T>;
  group: (typeof GROUPS)[number];
  description: string;
  /** a value worth showing in .env.example when the default is to be unset */
  example?: string;
}

function variable<T>(group: Variable<T>['group'], kind: Kind<T>, description: string, example?: string): Variable<T> {
  return example === undefined ? { kind, group, description } : { kind, group, description, example };
}

/** A short token is guessable from outside: the operator calls change what every site may show. */
export const MIN_OPERATOR_TOKEN_LENGTH = 24;
const perMinute = (fallback: number) => wholeNumber(fallback, 'be a whole number of requests a minute (0 = off)');

/**
 * Every environment variable the server and its CLI read, declared once: config.ts parses
 * the environment through this table and `npm run env:example` writes .env.example from it.
 */
export const VARIABLES = {
  PORT: variable('Server', portNumber(8080), 'The port the server listens on (0: any free port).'),
  HOST: variable('Server', textWithDefault('0.0.0.0'), 'The address the server listens on; 127.0.0.1 keeps it to this machine.'),
  LOG_LEVEL: variable(
    'Server',
    oneOfWithDefault(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    'How much the server logs (JSON lines on stdout).',
  ),
  BECKON_DATA_DIR: variable('Server', textWithDefault('data'), 'The folder of the SQLite database and the demo login, relative to the working directory.'),
  BECKON_DEMO_PASSWORD: variable(
    'Server',
    text(),
    "The demo owner's password on the first start; a random one is generated (and kept in BECKON_DATA_DIR/demo-login.txt) when unset.",
  ),

  DATABASE_URL: variable(
    'Database',
    connectionUrl(['postgres', 'postgresql']),
    'PostgreSQL to keep the data in; the SQLite file in BECKON_DATA_DIR when unset.',
    'postgres://beckon:secret@127.0.0.1:5432/beckon',
  ),
  PGUSER: variable('Database', text(), 'The PostgreSQL user when DATABASE_URL names none; the operating-system account when unset (as psql does).'),
  BECKON_MIGRATE_ON_START: variable(
    'Database',
    flag(false),
    'true: the server applies pending database migrations when it starts. Otherwise run `beckon migrate` (npm start does) and the server refuses to start on a database with pending migrations.',
  ),

  PUBLIC_URL: variable(
    'Addresses and proxies',
    httpAddress(),
    'The address owners reach the dashboard at: the only origin the admin API takes changes from, and https there makes the session cookie Secure.',
    'https://beckon.example.com',
  ),
  BECKON_TRUST_PROXY: variable(
    'Addresses and proxies',
    trustProxy(),
    "Which proxies' X-Forwarded-For to believe: true, a hop count, or their addresses/CIDRs (comma-separated). false when unset.",
    '127.0.0.1',
  ),
  BECKON_COUNTRY_HEADER: variable(
    'Addresses and proxies',
    text(),
    "A header with the visitor's country set by a proxy you trust (never by the visitor); country unknown when unset.",
    'cf-ipcountry',
  ),

  BECKON_OPERATOR_TOKEN: variable(
    'Operators',
    token(MIN_OPERATOR_TOKEN_LENGTH),
    'The bearer token of the operator-only admin calls (plans, restrictions); unset turns them off.',
  ),
  BECKON_UPGRADE_URL: variable(
    'Operators',
    httpAddress(true),
    "Where a visitor's upgrade notice links (real plan limits only); no link when unset.",
    'https://beckon.example.com/pricing',
  ),
  BECKON_STORE_PROOF_ALLOW_LOOPBACK: variable(
    'Operators',
    flag(false),
    'true lets store proof fetch http://127.0.0.1-style stores: tests and local development only.',
  ),

  BECKON_METRICS_TOKEN: variable(
    'Monitoring',
    token(MIN_OPERATOR_TOKEN_LENGTH),
    'A bearer token for GET /metrics from other machines. Unset: /metrics answers loopback (127.0.0.1, ::1) only.',
  ),

  BECKON_RATE_LIMIT_IP_PER_MIN: variable(
    'Rate limits',
    perMinute(1_200),
    'Visitor calls a minute from one IP address (0 = off). A page view makes a display call, a view, maybe a close, a lead and a few beats; an office behind one address makes that many times its people.',
  ),
  BECKON_RATE_LIMIT_CLIENT_PER_MIN: variable('Rate limits', perMinute(120_000), 'Visitor calls a minute naming one site (client id), from anywhere (0 = off).'),
  BECKON_RATE_LIMIT_LOGIN_PER_MIN: variable('Rate limits', perMinute(20), 'Log-in attempts a minute from one IP address (0 = off).'),
  BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN: variable(
    'Rate limits',
    perMinute(LEADS_PER_SITE_PER_MIN),
    "Leads a minute to one site's pop-ups, from anywhere (0 = off).",
  ),
  BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN: variable('Rate limits', perMinute(LEADS_PER_POPUP_PER_MIN), 'Leads a minute to one pop-up, from anywhere (0 = off).'),
  REDIS_URL: variable(
    'Rate limits',
    connectionUrl(['redis', 'rediss']),
    'Share the rate-limit counts between instances through Redis; counted in memory when unset.',
    'redis://127.0.0.1:6379',
  ),

  BECKON_CAPTCHA_PROVIDER: variable(
    'Human check on lead forms',
    oneOf(['turnstile', 'recaptcha']),
    'An optional human check on the lead forms that ask for it; with it, set the site key and the secret too.',
    'turnstile',
  ),
  BECKON_CAPTCHA_SITE_KEY: variable('Human check on lead forms', text(), "The provider's public site key."),
  BECKON_CAPTCHA_SECRET: variable('Human check on lead forms', text(), "The provider's secret the server verifies with."),
  BECKON_CAPTCHA_VERIFY_URL: variable('Human check on lead forms', text(), "Where to verify (a test double); the provider's own address when unset."),

  BECKON_WRITE_BATCH_MAX: variable(
    "Group commit of visitors' rows",
    positiveNumber(DEFAULT_WRITE_BUFFER.maxBatch),
    "A batch of visitors' rows is committed as soon as it holds this many rows.",
  ),
  BECKON_WRITE_DELAY_MS: variable(
    "Group commit of visitors' rows",
    positiveNumber(DEFAULT_WRITE_BUFFER.maxDelayMs),
    'Otherwise once its first row has waited this many milliseconds.',
  ),

  SMTP_URL: variable(
    'Email',
    connectionUrl(['smtp', 'smtps']),
    "Where double opt-in lists' confirmation emails are sent from (user and password in the URL). Unset: no email is sent, and the dashboard lists each confirmation link for you to pass on.",
    'smtps://user:password@smtp.example.com:465',
  ),
  MAIL_FROM: variable('Email', text(), 'The From of confirmation emails; Beckon <no-reply@{the host of PUBLIC_URL}> when unset.', 'Beckon <news@example.com>'),
  BECKON_LINK_SECRET: variable(
    'Email',
    token(MIN_OPERATOR_TOKEN_LENGTH),
    'Signs the confirm and unsubscribe links in emails. Unset: a key generated on first use and kept in the database, shared by every instance using it. Changing it breaks the links already sent.',
  ),

  BECKON_SECRETS_KEY: variable(
    'Integrations',
    {
      unset: undefined,
      shape: '32-byte key (64 hex digits or base64)',
      read(value: string, name: string): string | undefined {
        if (!decodeSecretsKey(value)) throw new Error(`${name} must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -hex 32)`);
        return value;
      },
    },
    `Encrypts webhook secrets and connectors' API keys at rest (AES-256-GCM). Unset: a key generated once into BECKON_DATA_DIR/${SECRETS_KEY_FILE} (back it up). Instances sharing a database must share it; losing it loses the stored secrets.`,
  ),
  BECKON_WEBHOOKS_ALLOW_LOOPBACK: variable(
    'Integrations',
    flag(false),
    'true lets webhooks and connectors send to http://127.0.0.1-style endpoints on this machine: tests and local development only.',
  ),
  BECKON_CONNECTOR_BASE_URLS: variable(
    'Integrations',
    {
      unset: undefined,
      shape: 'kind=URL pairs, comma-separated',
      read(value: string, name: string): ConnectorBaseUrls {
        try {
          return parseConnectorBaseUrls(value);
        } catch (error) {
          throw new Error(`${name} ${(error as Error).message}`, { cause: error });
        }
      },
    },
    'Tests only: sends the email-service connectors to stand-ins on this machine instead of the services (mailchimp, brevo, klaviyo). Loopback addresses only. Unset in production.',
    'mailchimp=http://127.0.0.1:4010,brevo=http://127.0.0.1:4011',
  ),
} as const satisfies Record<string, Variable<unknown>>;

export type VariableName = keyof typeof VARIABLES;
export type EnvValues = { [K in VariableName]: (typeof VARIABLES)[K]['kind']['unset'] | ReturnType<(typeof VARIABLES)[K]['kind']['read']> };

/** The settings are wrong: every wrong variable named, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `The environment has ${problems.length} problems:\n  ${problems.join('\n  ')}`);
  }
}

/** Reads the named variables (all by default) through their kinds; throws a ConfigError naming every wrong one. */
export function readEnv<K extends VariableName = VariableName>(env: Readonly<Record<string, string | undefined>>, names?: readonly K[]): Pick<EnvValues, K> {
  const values: Partial<Record<VariableName, unknown>> = {};
  const problems: string[] = [];
  for (const name of names ?? (Object.keys(VARIABLES) as K[])) {
    const { kind } = VARIABLES[name] as Variable<unknown>;
    const raw = env[name];
    try {
      values[name] = raw === undefined || raw === '' ? kind.unset : kind.read(raw, name);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Pick<EnvValues, K>;
}
