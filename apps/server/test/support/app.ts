import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle, DialectName } from '../../src/db/database.js';
import { buildApp, type AppOptions } from '../../src/app.js';
import { defaultPaths } from '../../src/config.js';
import { seedDemoIfEmpty, type DemoSeed } from '../../src/seed/demo.js';
import { testDatabase, type TestDatabase } from './databases.js';

export const DEMO_PASSWORD = 'correct horse battery staple';

export interface TestApp {
  app: FastifyInstance;
  demo: DemoSeed;
  /** the same database on a new connection, e.g. to look at it after the app closed */
  reopen(): DatabaseHandle;
  close(): Promise<void>;
}

/** The whole app on a fresh database with the demo seeded, for app.inject(). */
export async function startTestApp(
  dialect: DialectName,
  options: Partial<
    Pick<
      AppOptions,
      | 'captcha'
      | 'countryHeader'
      | 'rateLimits'
      | 'trustProxy'
      | 'publicUrl'
      | 'operatorToken'
      | 'upgradeUrl'
      | 'storeProofAllowLoopback'
      | 'storeProofTesting'
      | 'health'
      | 'metrics'
      | 'paths'
    >
  > = {},
): Promise<TestApp> {
  const database: TestDatabase = await testDatabase(dialect);
  const app = await buildApp({ database: database.open(), migrate: true, paths: defaultPaths(), ...options });
  asDashboard(app, options.publicUrl ?? 'http://localhost');
  const demo = await seedDemoIfEmpty(app.db, DEMO_PASSWORD);
  if (!demo) throw new Error('a fresh database should get the demo seed');
  const reopened: DatabaseHandle[] = [];
  return {
    app,
    demo,
    reopen() {
      const handle = database.open();
      reopened.push(handle);
      return handle;
    },
    async close() {
      await app.close();
      for (const handle of reopened) await handle.db.destroy();
      await database.cleanup();
    },
  };
}

/**
 * Issue 15: the admin API takes changes only from the dashboard's own origin, as a browser sends
 * it. Injected admin changes carry that Origin unless a test names origin or referer itself; a
 * header given as undefined is sent as absent, so a test can leave both out on purpose.
 */
export function asDashboard(app: FastifyInstance, origin = 'http://localhost'): void {
  const inject = app.inject.bind(app) as (options?: InjectOptions, callback?: unknown) => unknown;
  const withOrigin = (options: InjectOptions): InjectOptions => {
    const method = (options.method ?? 'GET').toUpperCase();
    const url = typeof options.url === 'string' ? options.url : (options.url?.pathname ?? '');
    const given = { ...(options.headers ?? {}) };
    const named = 'origin' in given || 'referer' in given;
    for (const key of Object.keys(given)) if (given[key] === undefined) delete given[key];
    const headers = !named && url.startsWith('/api/admin/') && !['GET', 'HEAD', 'OPTIONS'].includes(method) ? { ...given, origin } : given;
    return { ...options, headers };
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined) return inject();
    return inject(withOrigin(typeof options === 'string' ? { url: options } : options), callback);
  }) as FastifyInstance['inject'];
}

/** Logs in through the API and returns the session cookie header. */
export async function loginCookie(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'beckon_session');
  if (!cookie) throw new Error('no session cookie');
  return `beckon_session=${cookie.value}`;
}

/** A second owner, signed up through the API, logged in: whoever must not see or touch the demo's things. */
export async function strangerCookie(app: FastifyInstance, email = 'other@owner.example'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/signup', payload: { email, password: 'another long password' } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return loginCookie(app, email, 'another long password');
}
