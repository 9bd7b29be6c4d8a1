#!/usr/bin/env node
// Batched view ingestion through the server's WriteBuffer itself, without HTTP: many concurrent
// producers each write a view row and wait for its acknowledgement (given only after the commit)
// before writing the next. Prints one JSON line; bench/api.mjs runs it in a process of its own.
//   node bench/ingest.mjs [--seconds 5] [--producers 2000] [--database-url postgres://…]
// Without --database-url: a SQLite file in a temporary folder (WAL, synchronous=FULL, as served).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { openDatabase } = await import(join(root, 'apps/server/dist/db/database.js'));
const { migrateToLatest } = await import(join(root, 'apps/server/dist/db/migrate.js'));
const { seedDemoIfEmpty } = await import(join(root, 'apps/server/dist/seed/demo.js'));
const { WriteBuffer, DEFAULT_WRITE_BUFFER } = await import(join(root, 'apps/server/dist/ingest/write-buffer.js'));

/** Busy CPU time of the whole machine in clock ticks (100 a second), from /proc/stat; null elsewhere. */
function busyTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return fields.reduce((a, b) => a + b, 0) - fields[3] - (fields[4] ?? 0);
  } catch {
    return null;
  }
}

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    producers: { type: 'string', default: '2000' },
    'database-url': { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const producers = Number(args.producers);

const dataDir = args['database-url'] ? '' : mkdtempSync(join(tmpdir(), 'beckon-ingest-'));
const handle = openDatabase({ databaseUrl: args['database-url'], dataDir });
try {
  await migrateToLatest(handle);
  const demo = await seedDemoIfEmpty(handle.db, 'ingest bench');
  if (!demo) throw new Error('expected an empty database');
  const { site_id: siteId } = await handle.db.selectFrom('poptins').select('site_id').where('id', '=', demo.poptinId).executeTakeFirstOrThrow();

  const buffer = new WriteBuffer(handle.db, DEFAULT_WRITE_BUFFER);
  let acknowledged = 0;
  let failed = 0;
  const machineBefore = busyTicks();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const producer = async (p) => {
    for (let n = 0; performance.now() < deadline; n++) {
      try {
        await buffer.write('views', {
          poptin_id: demo.poptinId,
          site_id: siteId,
          visitor: `v-${p}-${n}`,
          trigger: 'timer',
          device: n % 3 ? 'desktop' : 'mobile',
          url: `https://shop.example/products/${n % 500}?ref=bench`,
          created_at: Date.now(),
        });
        acknowledged += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: producers }, (_, p) => producer(p)));
  const elapsed = (performance.now() - started) / 1000;
  const own = process.cpuUsage(cpuBefore);
  const ownPercent = (100 * (own.user + own.system)) / 1e6 / elapsed;
  const machineBusy = machineBefore === null ? null : (100 * ((busyTicks() ?? 0) - machineBefore)) / 100 / elapsed;
  await buffer.drain();

  // Durable: every acknowledged row is in the table (and nothing else was written to it).
  const { n } = await handle.db
    .selectFrom('views')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({
      dialect: handle.dialect,
      seconds: elapsed,
      producers,
      acknowledged,
      failed,
      stored: Number(n),
      eventsPerSecond: acknowledged / elapsed,
      ...buffer.stats,
      cpu: Math.round(ownPercent),
      otherCpu: machineBusy === null ? undefined : Math.max(0, Math.round(machineBusy - ownPercent)),
      meanBatch: buffer.stats.rows / Math.max(1, buffer.stats.batches),
      options: DEFAULT_WRITE_BUFFER,
    }),
  );
} finally {
  await handle.db.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
