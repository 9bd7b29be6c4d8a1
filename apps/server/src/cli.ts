#!/usr/bin/env node
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isValidEmail } from '@beckon/core';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { MIN_PASSWORD_LENGTH } from '@beckon/core';
import { accountIdByPublicIdOrEmail, setPlan, signUp } from './repositories/accounts.js';
import { setRestriction } from './repositories/sites.js';
import { planChangeOf, restrictionChangeOf } from './plan-args.js';
import type { DatabaseHandle } from './db/database.js';
import { notifyListeners } from './repositories/notifications.js';
import { CONFIG_CHANNEL, type ConfigChange } from './display/config-changes.js';
import { RetentionWorker } from './retention/retention-worker.js';
import { RETAINED } from './retention/sweep.js';

const HELP = `Usage: beckon <command> [options]

Commands:
  migrate
      Applies the database migrations this version needs and prints each one it applied. Run it
      after every upgrade, before the server starts (npm start does).

  create-owner --email EMAIL [--password PASSWORD]
      Creates a site owner's account for the dashboard. Without --password a password is
      generated and printed once. The password needs at least ${MIN_PASSWORD_LENGTH} characters.

  set-plan --email EMAIL [--max-views N | --unlimited] [--freemium on|off]
      Sets an owner's plan: the monthly view cap over all their sites (--unlimited: none),
      and whether the account is on the free plan (if_freemium).

  set-restriction --client CLIENT_ID (--on | --off) [--setting TEXT]
      Restricts a site (its visitors see the plan notice instead of pop-ups) or lifts that.

  sweep-retention
      Deletes now what each site's data retention says has expired (servers do it hourly) and
      prints what went. Waits for nothing: if a server is sweeping right now, says so and stops.

Options:
  -h, --help   Show this help.

Plan changes reach running servers at once on PostgreSQL, within a minute on SQLite.

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file
in BECKON_DATA_DIR (default ./data).
`;

/** What went wrong, in words, and the exit code that says so (2: the command line, 1: the work). */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

function generatedPassword(): string {
  // 15 random bytes: 20 URL-safe characters, 120 bits.
  return randomBytes(15).toString('base64url');
}

async function createOwner(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const email = values.email?.trim() ?? '';
  if (email === '') throw new CliError('create-owner needs --email, e.g. beckon create-owner --email you@example.com', 2);
  if (!isValidEmail(email)) throw new CliError(`"${email}" is not an email address.`, 2);
  const given = values.password;
  if (given !== undefined && given.length < MIN_PASSWORD_LENGTH) {
    throw new CliError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters (or leave --password out to get one generated).`, 2);
  }
  const password = given ?? generatedPassword();

  await withDatabase(async (database) => {
    const account = await signUp(database.db, email, password);
    if (account === 'taken') throw new CliError(`An account with ${email.toLowerCase()} already exists (database: ${database.location}).`, 1);
    process.stdout.write(`Created the owner ${account.email} (database: ${database.location}).\n`);
    if (given === undefined)
      process.stdout.write(`Password: ${password}\nKeep it somewhere safe: it is shown only this once. Change it in the dashboard under Account.\n`);
  });
}

/**
 * Running servers on PostgreSQL hear of a plan change at once (their LISTEN, as for an owner's
 * edit); on SQLite the one server's compiled config ages out within a minute.
 */
async function tellServers(database: DatabaseHandle, change: ConfigChange): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await notifyListeners(database.db, CONFIG_CHANNEL, JSON.stringify({ ...change, from: 'cli' }));
}

/** The server's database, for one piece of work. */
async function withOpenDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = configFromEnv();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, postgresUser: config.postgresUser });
  try {
    return await work(database);
  } finally {
    await database.db.destroy();
  }
}

/** The server's database, migrated (an owner's tools may well run before the first start), for one piece of work. */
function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  return withOpenDatabase(async (database) => {
    await migrateToLatest(database);
    return work(database);
  });
}

async function migrateCommand(args: string[]): Promise<void> {
  parseArgs({ args, options: {}, strict: true });
  await withOpenDatabase(async (database) => {
    const applied = await migrateToLatest(database);
    if (applied.length === 0) {
      process.stdout.write(`The database is up to date (${database.location}).\n`);
      return;
    }
    for (const name of applied) process.stdout.write(`Applied ${name}\n`);
    process.stdout.write(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} (${database.location}).\n`);
  });
}

async function setPlanCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, 'max-views': { type: 'string' }, unlimited: { type: 'boolean' }, freemium: { type: 'string' } },
    strict: true,
  });
  const asked = planChangeOf(values);
  if (typeof asked === 'string') throw new CliError(asked, 2);
  await withDatabase(async (database) => {
    const id = await accountIdByPublicIdOrEmail(database.db, { email: asked.email });
    const account = id === undefined ? undefined : await setPlan(database.db, id, asked.change);
    if (!account) throw new CliError(`No account with ${asked.email.toLowerCase()} (database: ${database.location}).`, 1);
    await tellServers(database, { all: true });
    const cap = account.max_monthly_views === null ? 'no monthly view cap' : `at most ${account.max_monthly_views} views a month`;
    process.stdout.write(`${account.email}: plan ${account.plan}, ${cap}.\n`);
  });
}

async function setRestrictionCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { client: { type: 'string' }, on: { type: 'boolean' }, off: { type: 'boolean' }, setting: { type: 'string' } },
    strict: true,
  });
  const asked = restrictionChangeOf(values);
  if (typeof asked === 'string') throw new CliError(asked, 2);
  await withDatabase(async (database) => {
    const site = await setRestriction(database.db, asked.clientId, asked.change);
    if (!site) throw new CliError(`No site with the client id ${asked.clientId} (database: ${database.location}).`, 1);
    await tellServers(database, { clientId: site.client_id });
    process.stdout.write(
      `${site.client_id}: ${site.restricted ? 'restricted' : 'not restricted'}${site.client_restriction_setting ? ` (${site.client_restriction_setting})` : ''}.\n`,
    );
  });
}

/** Issue 21: the hourly retention sweep, run now; it takes the same lease as the servers. */
async function sweepRetentionCommand(args: string[]): Promise<void> {
  parseArgs({ args, options: {}, strict: true });
  await withDatabase(async (database) => {
    let failure: unknown;
    const log = { info: () => undefined, error: (details: { err?: unknown }) => void (failure = details.err) };
    const report = await new RetentionWorker({ db: database.db, log }).sweep('now');
    if (failure !== undefined) throw new CliError(`The sweep failed: ${failure instanceof Error ? failure.message : String(failure)}`, 1);
    if (!report) throw new CliError(`A server is sweeping right now (database: ${database.location}); try again in a few minutes.`, 1);
    const went = RETAINED.filter((kind) => report[kind] > 0).map((kind) => `${report[kind]} ${kind}`);
    process.stdout.write(
      `Swept ${report.sites} site${report.sites === 1 ? '' : 's'} with a retention: ${went.length > 0 ? `deleted ${went.join(', ')}` : 'nothing had expired'} (database: ${database.location}).\n`,
    );
  });
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    if (command === undefined) process.exitCode = 2;
    return;
  }
  if (command === 'migrate') return migrateCommand(rest);
  if (command === 'create-owner') return createOwner(rest);
  if (command === 'set-plan') return setPlanCommand(rest);
  if (command === 'set-restriction') return setRestrictionCommand(rest);
  if (command === 'sweep-retention') return sweepRetentionCommand(rest);
  throw new CliError(`Unknown command "${command}". Run beckon --help to see the commands.`, 2);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const cli = error instanceof CliError;
  // parseArgs says what was wrong with the command line (an unknown or valueless option) itself.
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
  process.stderr.write(`beckon: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = cli ? error.exitCode : usage ? 2 : 1;
}
