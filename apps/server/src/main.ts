import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configFromEnv, type ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { PendingMigrationsError } from './db/migrate.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { loadSecretsKey } from './integrations/secrets-key.js';

const config = ((): ServerConfig => {
  try {
    return configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`beckon: ${error.message}\n`);
    return process.exit(1);
  }
})();
// Issue 21: read (or made) before anything else, so a bad key stops the start with its reason.
const secrets = (() => {
  try {
    return loadSecretsKey(config.secretsKey, config.dataDir, config.databaseUrl !== undefined);
  } catch (error) {
    process.stderr.write(`beckon: ${error instanceof Error ? error.message : String(error)}\n`);
    return process.exit(1);
  }
})();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, postgresUser: config.postgresUser });
const app = await buildApp({
  database,
  migrate: config.migrateOnStart,
  paths: config.paths,
  countryHeader: config.countryHeader,
  captcha: config.captcha,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  writeBuffer: config.writeBuffer,
  logger: { level: config.logLevel },
  publicUrl: config.publicUrl,
  operatorToken: config.operatorToken,
  upgradeUrl: config.upgradeUrl,
  storeProofAllowLoopback: config.storeProofAllowLoopback,
  metrics: { token: config.metricsToken, processMetrics: true },
  mail: config.mail,
  integrations: {
    secretsKey: secrets.key,
    secretsKeyWarning: secrets.warning,
    allowLoopback: config.webhooksAllowLoopback,
    connectorBaseUrls: config.connectorBaseUrls,
  },
}).catch(async (error: unknown) => {
  if (!(error instanceof PendingMigrationsError)) throw error;
  // Said in words, without a stack: the operator has one command to run.
  process.stderr.write(`beckon: ${error.message}\n`);
  await database.db.destroy();
  process.exit(1);
});

// The demo password is shown once on first start and kept beside the data so it is not lost.
const loginFile = join(config.dataDir, 'demo-login.txt');
const seeded = await seedDemoIfEmpty(app.db, config.demoPassword);
if (seeded) writeFileSync(loginFile, `${seeded.email}\n${seeded.password}\n`, { mode: 0o600 });

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const base = `http://localhost:${port}`;
const [email, password] = existsSync(loginFile) ? readFileSync(loginFile, 'utf8').split('\n') : [];
console.log(
  [
    '',
    `Beckon is running on ${base}  (data: ${database.location})`,
    `  Dashboard:  ${base}/app/`,
    `  Demo page:  ${base}/demo   (the demo pop-up appears after 3 seconds)`,
    ...(email ? [`  Demo login: ${email} / ${password}   (also in ${loginFile})`] : []),
    '',
  ].join('\n'),
);

/**
 * How long a stop waits for requests in flight before cutting the connections still open: a
 * client that never finishes its request must not hold a restart, and the leads already
 * acknowledged are committed by then (app.close() flushes the write buffer first).
 */
const SHUTDOWN_GRACE_MS = 10_000;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => {
      app.log.warn(`connections still open ${SHUTDOWN_GRACE_MS} ms after ${signal}: closing them`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  });
}
