import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { findAccountByEmail } from '../src/repositories/accounts.js';
import { verifyPassword } from '../src/security/password.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

const sessionOf = (response: { cookies: Array<{ name: string; value: string }> }): string => {
  const cookie = response.cookies.find((c) => c.name === 'beckon_session');
  if (!cookie) throw new Error('no session cookie');
  return `beckon_session=${cookie.value}`;
};

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const signup = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/admin/signup', payload: { email, password } });

  it('signs up, answers the owner with a session cookie, and that session works', async () => {
    const response = await signup('  New.Owner@Example.com ', 'a long enough password');
    expect(response.statusCode).toBe(201);
    const me = response.json();
    expect(me).toEqual({
      viewer_id: expect.stringMatching(/^[a-z0-9]{12}$/),
      email: 'new.owner@example.com',
      plan: expect.any(String),
      max_monthly_views: null,
    });
    expect(response.cookies.find((c) => c.name === 'beckon_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: sessionOf(response) } });
    expect(again.json()).toEqual(me);
    // A new owner starts with nothing of anyone else's.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie: sessionOf(response) } })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/poptins', headers: { cookie: sessionOf(response) } })).json()).toEqual([]);
  });

  it.each([
    [
      'an address already taken, in any case',
      DEMO_EMAIL.toUpperCase(),
      'a long enough password',
      409,
      'An account with this email already exists. Log in instead.',
    ],
    ['a password under 10 characters', 'short@example.com', 'nine char', 400, 'Choose a password of at least 10 characters.'],
    ['something that is not an email', 'not-an-email', 'a long enough password', 400, 'Enter a valid email address, like you@example.com.'],
  ])('refuses %s in words', async (_name, email, password, status, message) => {
    const response = await signup(email, password);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: expect.any(String), message });
    expect(response.cookies.find((c) => c.name === 'beckon_session')).toBeUndefined();
  });

  it('keeps the log-in answer and adds the plan to it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(response.json()).toEqual({ viewer_id: expect.any(String), email: DEMO_EMAIL, plan: expect.any(String), max_monthly_views: null });
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    await signup('changer@example.com', 'the first password');
    const here = await loginCookie(t.app, 'changer@example.com', 'the first password');
    const elsewhere = await loginCookie(t.app, 'changer@example.com', 'the first password');
    const demo = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const change = (cookie: string, current: string, next: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/password', headers: { cookie }, payload: { current_password: current, new_password: next } });

    const wrong = await change(here, 'not the password', 'the second password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right.');
    expect((await change(here, 'the first password', 'too short')).json().message).toBe('Choose a password of at least 10 characters.');

    const done = await change(here, 'the first password', 'the second password');
    expect(done.statusCode).toBe(204);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    // Another account's sessions are not touched.
    expect((await me(demo)).statusCode).toBe(200);
    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'changer@example.com', password: 'the first password' } });
    expect(oldLogin.statusCode).toBe(401);
    await loginCookie(t.app, 'changer@example.com', 'the second password');
    // The hash is scrypt, never the password.
    const stored = await findAccountByEmail(t.app.db, 'changer@example.com');
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
    expect(stored!.password_hash).not.toContain('the second password');
  });

  it('asks for a session to change a password or read the owner', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/password', payload: { current_password: 'x', new_password: 'yyyyyyyyyyyy' } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me' })).json().message).toBe('Log in to continue.');
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('sign-up and log-in share one rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      rateLimits: { ipPerMinute: 0, clientPerMinute: 0, loginPerMinute: 3, siteLeadsPerMinute: 0, popupLeadsPerMinute: 0, redisUrl: undefined },
    });
  });
  afterAll(async () => t?.close());

  it('counts sign-ups and log-ins from one address together', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/signup', payload: { email: 'one@example.com', password: 'a long enough password' } })).statusCode,
    ).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'one@example.com', password: 'wrong' } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/signup', payload: { email: 'two@example.com', password: 'a long enough password' } })).statusCode,
    ).toBe(201);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      payload: { email: 'three@example.com', password: 'a long enough password' },
    });
    expect(limited.statusCode).toBe(429);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'one@example.com', password: 'a long enough password' } })).statusCode,
    ).toBe(429);
  });
});

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const CLI = join(repoRoot, 'apps/server/dist/cli.js');
const run = promisify(execFile);

describe('the beckon CLI (built, run as a child process on a SQLite data folder)', () => {
  let dataDir: string;
  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first (npm test builds before it runs Vitest)`);
    dataDir = mkdtempSync(join(tmpdir(), 'beckon-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, BECKON_DATA_DIR: dataDir, DATABASE_URL: '' });
  const cli = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: env() });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const storedAccount = async (email: string) => {
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      return await findAccountByEmail(handle.db, email);
    } finally {
      await handle.db.destroy();
    }
  };

  it('prints its help', async () => {
    const result = await cli('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('create-owner --email EMAIL [--password PASSWORD]');
    expect(result.stdout).toContain('DATABASE_URL');
  });

  it('creates an owner with the given password, in the database the server uses', async () => {
    const result = await cli('create-owner', '--email', 'First@Owner.example', '--password', 'chosen by the owner');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created the owner first@owner.example');
    expect(result.stdout).not.toContain('chosen by the owner');
    const account = await storedAccount('first@owner.example');
    expect(await verifyPassword('chosen by the owner', account!.password_hash)).toBe(true);
  });

  it('generates a password when none is given and prints it once', async () => {
    const result = await cli('create-owner', '--email', 'second@owner.example');
    expect(result.code).toBe(0);
    const password = /Password: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await verifyPassword(password!, (await storedAccount('second@owner.example'))!.password_hash)).toBe(true);
  });

  it.each([
    [
      'an address that has an account',
      ['create-owner', '--email', 'FIRST@owner.example', '--password', 'another password'],
      1,
      'An account with first@owner.example already exists',
    ],
    ['no email', ['create-owner'], 2, 'create-owner needs --email'],
    ['a short password', ['create-owner', '--email', 'third@owner.example', '--password', 'short'], 2, 'at least 10 characters'],
    ['a misspelt option', ['create-owner', '--emial', 'third@owner.example'], 2, "Unknown option '--emial'"],
    ['an unknown command', ['make-owner'], 2, 'Unknown command "make-owner"'],
  ])('refuses %s with a message and a failing exit code', async (_name, args, code, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });
});
