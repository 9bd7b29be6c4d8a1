#!/usr/bin/env node
// The floor under issue 22's part 5: the least a server on Node must do to acknowledge a lead
// durably on SQLite, with nothing of Beckon's own. Bare Fastify with the form-body parser Beckon
// uses, the lead's email and body stored as one row of a table with no index and no trigger, and
// Beckon's group commit as it is (apps/server/src/ingest/write-buffer.ts, group-commit.ts): rows
// gather for 2 ms (at most 2,000), their batch commits under synchronous=NORMAL in WAL mode, the
// WAL file is fsynced in libuv's thread pool while the next batch is stored, and a lead is
// answered only once its batch is on disk, so an acknowledged lead survives a power cut as
// Beckon's does. No checks, no decisions, no rollups, no pop-up, no view: what part 5's goal
// costs on this machine in this minute. Prints "listening on PORT" when ready.
//   PORT=0 LEAD_FLOOR_DB=/tmp/x.sqlite node bench/lead-floor-server.mjs
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const { default: Fastify } = await import(pathToFileURL(serverRequire.resolve('fastify')).href);
const { default: formBody } = await import(pathToFileURL(serverRequire.resolve('@fastify/formbody')).href);
const SQLite = serverRequire('better-sqlite3');

const MAX_DELAY_MS = 2;
const MAX_BATCH = 2_000;
const path = process.env.LEAD_FLOOR_DB;
if (!path) throw new Error('LEAD_FLOOR_DB names the database file');

const db = new SQLite(path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('create table if not exists leads (id integer primary key autoincrement, email text not null, body text not null, created_at integer not null)');
const insert = db.prepare('insert into leads (email, body, created_at) values (?, ?, ?) returning id');
const storeBatch = db.transaction((batch) => batch.map((lead) => insert.get(lead.email, lead.body, lead.at).id));
const wal = await open(`${path}-wal`, 'r');

let pending = [];
let timer = null;
let flushing = null;
let acknowledging = Promise.resolve();

function schedule() {
  if (flushing) return;
  if (pending.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, MAX_DELAY_MS);
}

function flush() {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  if (flushing || pending.length === 0) return;
  const batch = pending.splice(0, MAX_BATCH);
  flushing = commit(batch).finally(() => {
    flushing = null;
    if (pending.length > 0) flush();
  });
}

/** Stores the batch, then waits for the batch before it to be answered: one flushed while the next is stored. */
async function commit(batch) {
  let ids;
  try {
    ids = storeBatch(batch);
  } catch (error) {
    for (const lead of batch) lead.reject(error);
    return;
  }
  const previous = acknowledging;
  acknowledging = wal.sync().then(
    () => batch.forEach((lead, i) => lead.resolve(ids[i])),
    (error) => batch.forEach((lead) => lead.reject(error)),
  );
  await previous;
}

const app = Fastify({ logger: false });
await app.register(formBody);
app.post('/api/display/conversion/:viewer', async (request, reply) => {
  const body = request.body ?? {};
  if (typeof body.email !== 'string' || body.email === '') return reply.code(400).send({ error: 'email' });
  const id = await new Promise((resolve, reject) => {
    pending.push({ email: body.email, body: JSON.stringify(body), at: Date.now(), resolve, reject });
    schedule();
  });
  return { conversion_id: id };
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const address = app.server.address();
console.log(`listening on ${typeof address === 'object' && address ? address.port : process.env.PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () =>
    app
      .close()
      .then(() => acknowledging)
      .then(() => process.exit(0)),
  );
