import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config.js';
import { renderEnvExample } from '../src/env/example.js';
import { VARIABLES } from '../src/env/variables.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const serverSrc = join(repoRoot, 'apps/server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the environment, read once through one table', () => {
  it('has a committed .env.example that is exactly what the table generates (npm run env:example)', () => {
    expect(readFileSync(join(repoRoot, '.env.example'), 'utf8')).toBe(renderEnvExample());
  });

  it('lists every variable in .env.example', () => {
    const example = renderEnvExample();
    for (const name of Object.keys(VARIABLES)) expect(example).toContain(`\n#${name}=`);
  });

  it('is read from process.env by config.ts alone', () => {
    const code = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    const readers = sourceFiles(serverSrc).filter((file) => code(file).some((line) => /process\.env\b/.test(line)));
    expect(readers.map((file) => file.slice(serverSrc.length + 1))).toEqual(['config.ts']);
  });

  it.each([
    [
      {},
      {
        port: 8080,
        host: '0.0.0.0',
        logLevel: 'info',
        databaseUrl: undefined,
        migrateOnStart: false,
        metricsToken: undefined,
        writeBuffer: { maxBatch: 2_000, maxDelayMs: 2 },
        trustProxy: false,
      },
    ],
    [
      { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      { port: 0, host: '127.0.0.1', logLevel: 'warn' },
    ],
    [
      { DATABASE_URL: 'postgresql://u:p@db/beckon', PGUSER: 'svc' },
      { databaseUrl: 'postgresql://u:p@db/beckon', postgresUser: 'svc' },
    ],
    [
      { BECKON_MIGRATE_ON_START: 'true', BECKON_METRICS_TOKEN: 'm'.repeat(24) },
      { migrateOnStart: true, metricsToken: 'm'.repeat(24) },
    ],
    [{ BECKON_WRITE_BATCH_MAX: '50', BECKON_WRITE_DELAY_MS: '0.5' }, { writeBuffer: { maxBatch: 50, maxDelayMs: 0.5 } }],
    [{ BECKON_TRUST_PROXY: 'true' }, { trustProxy: true }],
    [{ BECKON_TRUST_PROXY: '10.0.0.0/8' }, { trustProxy: '10.0.0.0/8' }],
    // An empty variable is an unset one, as with `PORT=` in a shell or an env file.
    [
      { PORT: '', BECKON_MIGRATE_ON_START: '' },
      { port: 8080, migrateOnStart: false },
    ],
  ])('reads %j', (env, expected) => {
    expect(configFromEnv(env)).toMatchObject(expected);
  });

  it('reads a hop count as a trust rule for that many proxies', () => {
    const { trustProxy } = configFromEnv({ BECKON_TRUST_PROXY: '2' });
    expect(typeof trustProxy === 'function' && [0, 1, 2].map((hop) => trustProxy('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a port number (0 to 65535), got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a port number (0 to 65535), got "70000"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ BECKON_MIGRATE_ON_START: 'yes' }, 'BECKON_MIGRATE_ON_START must be true or false, got "yes"'],
    [{ DATABASE_URL: 'mysql://db/beckon' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "mysql://db/beckon"'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL starting with redis:// or rediss://, got "localhost:6379"'],
    [{ BECKON_WRITE_DELAY_MS: '0' }, 'BECKON_WRITE_DELAY_MS must be a positive number, got "0"'],
    [{ BECKON_METRICS_TOKEN: 'short' }, 'BECKON_METRICS_TOKEN must be at least 24 characters'],
  ])('refuses %j, naming the variable and what was wrong', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    let error: unknown;
    try {
      configFromEnv({ PORT: 'x', BECKON_RATE_LIMIT_LOGIN_PER_MIN: '-3', BECKON_CAPTCHA_PROVIDER: 'hcaptcha' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a port number (0 to 65535), got "x"',
      'BECKON_RATE_LIMIT_LOGIN_PER_MIN must be a whole number of requests a minute (0 = off), got "-3"',
      'BECKON_CAPTCHA_PROVIDER must be turnstile or recaptcha, got "hcaptcha"',
    ]);
    expect((error as ConfigError).message).toMatch(/^The environment has 3 problems:\n {2}PORT/);
  });
});
