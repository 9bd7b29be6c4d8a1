import { get } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultPaths } from '../src/config.js';
import { LEAD_EXPORT_BATCH } from '../src/repositories/leads.js';
import { DEMO_EMAIL, seedDemoIfEmpty } from '../src/seed/demo.js';
import { DIALECTS, testDatabase, type TestDatabase } from './support/databases.js';
import { asDashboard, DEMO_PASSWORD, loginCookie } from './support/app.js';
import type { FastifyInstance } from 'fastify';

/** How long the gate holds the database before it lets the export end unseen. */
const HOLD_MS = 4000;

/**
 * Holds every query that comes after the export's first full batch until the test has read
 * the first rows on the wire: an export whose compression keeps its bytes back until the end
 * never lets the test see them, and the gate lets go after HOLD_MS, marked as timed out.
 */
function exportGate() {
  let firstBatchSeen = false;
  let release = () => {};
  let released = Promise.resolve();
  const gate = {
    timedOut: false,
    /** Ready for the next export: nothing held yet. */
    arm() {
      gate.timedOut = false;
      firstBatchSeen = false;
      released = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    plugin: {
      transformQuery: (args) => args.node,
      async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        if (firstBatchSeen) {
          const timer = setTimeout(() => {
            gate.timedOut = true;
            release();
          }, HOLD_MS);
          await released;
          clearTimeout(timer);
        } else if (args.result.rows.length === LEAD_EXPORT_BATCH) firstBatchSeen = true;
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return gate;
}

describe.each(DIALECTS)('a streamed CSV download on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  let base: string;
  const gate = exportGate();

  beforeAll(async () => {
    database = await testDatabase(dialect);
    const handle = database.open();
    app = await buildApp({ database: { ...handle, db: handle.db.withPlugin(gate.plugin) }, migrate: true, paths: defaultPaths() });
    asDashboard(app);
    const demo = await seedDemoIfEmpty(app.db, DEMO_PASSWORD);
    if (!demo) throw new Error('a fresh database should get the demo seed');
    cookie = await loginCookie(app, DEMO_EMAIL, DEMO_PASSWORD);
    const site = await app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', demo.clientId).executeTakeFirstOrThrow();
    const count = LEAD_EXPORT_BATCH + 500;
    const rows = Array.from({ length: count }, (_, i) => ({
      poptin_id: demo.poptinId,
      site_id: site.id,
      account_id: site.account_id,
      view_id: null,
      visitor: null,
      email: `reader${i}@stream.example`,
      url: `https://d.example/page/${i}?utm_source=newsletter`,
      referrer: 'https://ref.example/',
      trigger: 'display_after_sec_active',
      fields: JSON.stringify([{ field_key: 'email', label: 'Email', type: 'email', value: `reader${i}@stream.example` }]),
      context: '{}',
      spam: null,
      created_at: Date.UTC(2026, 0, 1) + i * 1000,
    }));
    for (let i = 0; i < rows.length; i += 400)
      await app.db
        .insertInto('conversions')
        .values(rows.slice(i, i + 400))
        .execute();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test server has no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it.each([
    ['br', createBrotliDecompress],
    ['gzip', createGunzip],
  ] as const)('sends the first rows as %s while the rest are still being read', async (encoding, decompressor) => {
    gate.arm();
    const text = await new Promise<string>((resolve, reject) => {
      const request = get(`${base}/api/admin/leads.csv`, { headers: { cookie, origin: 'http://localhost', 'accept-encoding': encoding } }, (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        const decoded = decompressor();
        let body = '';
        decoded.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
          // The header and a row of the first batch: the export is under way, the gate may let go.
          if (body.split('\r\n').length > 2) gate.release();
        });
        decoded.on('end', () => resolve(body));
        decoded.on('error', reject);
        response.pipe(decoded);
      });
      request.on('error', reject);
    });
    expect(gate.timedOut, 'the first rows came only once the export had ended').toBe(false);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(LEAD_EXPORT_BATCH + 500 + 1);
    expect(lines[1]).toContain(`reader${LEAD_EXPORT_BATCH + 499}@stream.example`);
  });
});
