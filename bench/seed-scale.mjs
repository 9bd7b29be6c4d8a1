#!/usr/bin/env node
// Issue 22 part 4: one site at scale. A fresh database (a SQLite file in a folder, or a PostgreSQL
// schema) gets the server's migrations and its demo seed (owner, site, lead lightbox), then, for
// the demo site: a few more pop-ups (one an A/B variant of the demo's), 1,000,000 views, 50,000
// closes and 100,000 leads spread over 365 days, in time order as a live site writes them. The
// database's triggers keep the Results rollups as the rows go in (apps/server/src/db/rollups.ts;
// checked against the rows at the end), and each lead carries its fields' shape and search text
// as the server stores them (repositories/leads.ts).
// Deterministic (a seeded generator): two runs at one scale hold the same rows, bar the clock.
//   node bench/seed-scale.mjs --dir /tmp/beckon-scale                 SQLite (beckon.sqlite in it)
//   node bench/seed-scale.mjs --database-url 'postgres://…?options=-c search_path=my_schema'
//   options: --views 1000000 --closes 50000 --leads 100000 --days 365 --scale 1 (multiplies the three counts)
//            --password (the demo owner's; default scale-bench-password)
// The database must be empty (the demo seed refuses otherwise). bench/results-scale.mjs imports seedScale.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from './seeded-random.mjs';

const root = new URL('..', import.meta.url).pathname;
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const SQLite = serverRequire('better-sqlite3');
const pg = serverRequire('pg');
const { sql } = serverRequire('kysely');
const sqlOn = (db, text) => sql.raw(text).execute(db);
const { openDatabase, postgresConfig } = await import(join(root, 'apps/server/dist/db/database.js'));
const { migrateToLatest } = await import(join(root, 'apps/server/dist/db/migrate.js'));
const { seedDemoIfEmpty, DEMO_EMAIL } = await import(join(root, 'apps/server/dist/seed/demo.js'));
const { leadFieldKeys, leadSearchText } = await import(join(root, 'apps/server/dist/repositories/leads.js'));

export const SCALE_DEFAULTS = { views: 1_000_000, closes: 50_000, leads: 100_000, days: 365, password: 'scale-bench-password' };
const DAY_MS = 86_400_000;

/** An index drawn by weight (weights need not add up to 1). */
function weighted(random, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  return () => {
    const r = random();
    for (let i = 0; i < cumulative.length; i++) if (r < cumulative[i]) return i;
    return cumulative.length - 1;
  };
}

const POPUP_NAMES = ['Exit offer', 'Newsletter bar', 'Welcome discount B', 'Spring sale slide-in', 'Webinar sign-up'];
/** Each pop-up's share of the traffic: the demo's first. */
const POPUP_WEIGHTS = [35, 20, 15, 12, 10, 8];
/** The tag (poptin_fields) each pop-up's leads carry; null: none. */
const POPUP_TAGS = [null, 'exit', 'newsletter', null, 'spring-sale', 'webinar'];
const TRIGGERS = ['display_after_sec_active', 'display_after_scroll_active', 'display_after_exit_website_active', 'page_load', 'on_click'];
const TRIGGER_WEIGHTS = [40, 25, 20, 10, 5];
const CLOSE_TRIGGERS = ['x', 'overlay', 'esc', null];
const REFERRERS = ['', '', 'https://www.google.com/', 'https://duckduckgo.com/', 'https://news.ycombinator.com/', 'https://www.facebook.com/'];
const SYSTEMS = ['Windows', 'macOS', 'Android', 'iOS', 'Linux', 'other'];
const LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'tr-TR', 'nb-NO', 'ru-RU', 'vi-VN'];
// First and last names, many beyond ASCII (the leads search must fold their case on both databases).
const FIRST = ['Ada', 'Élodie', 'ÉLODIE', 'Jürgen', 'Søren', 'Zoë', 'Ömer', 'José', 'Иван', 'Grace', 'Linus', 'Chloé', 'Ægir', 'İlkay', 'Łukasz', 'Niamh'];
const LAST = ['Ölçer', 'Müller', 'Lovelace', 'García', 'Ødegård', 'Dvořák', 'Şahin', 'Hopper', 'Björk', 'Петров', 'Nguyễn', 'Ström', 'ÖLÇER', 'Kowalski'];
/** Searches whose matches the seed counts (lower case), so a bench can tell whether a database folds case. */
export const SEARCH_TERMS = ['ölçer', 'élodie', 'lovelace', 'müller'];
const DOMAINS = ['example.com', 'mail.example.org', 'example.net', 'posteo.example', 'firma.example.de'];
/** The ASCII an address's local part would hold for a name (most mail systems still ask for it). */
const ascii = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ıİ]/g, 'i')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[łŁ]/g, 'l')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase() || 'ivan';

/** The site's pages: a long tail, some with tracking parameters or fragments (one page each in the breakdown). */
function pages(random) {
  const paths = ['/', '/pricing', '/about', '/contact', '/shop', '/cart', '/checkout'];
  for (let i = 1; paths.length < 300; i++) paths.push(i % 3 === 0 ? `/shop/product-${i}` : `/blog/post-${i}`);
  // Zipf-like: page k is chosen with weight 1 / (k + 1).
  const pick = weighted(
    random,
    paths.map((_, k) => 1 / (k + 1)),
  );
  return () => {
    const path = paths[pick()];
    const r = random();
    const suffix = r < 0.15 ? `?utm_source=newsletter&utm_campaign=c${Math.floor(random() * 40)}` : r < 0.2 ? '#reviews' : '';
    return `https://shop.example.com${path}${suffix}`;
  };
}

/** Runs fn(batch rows) over n generated rows, `size` rows at a time. */
async function inBatches(n, size, make, write) {
  for (let start = 0; start < n; start += size) {
    const rows = [];
    for (let i = start; i < Math.min(n, start + size); i++) rows.push(make(i));
    await write(rows);
  }
}

/**
 * Seeds one empty database. `target` is { dialect: 'sqlite', dataDir } or { dialect: 'postgres', databaseUrl }.
 * Returns what a bench needs: the owner's login, the site's client id, the pop-ups, and the counts.
 */
export async function seedScale(target, options = {}) {
  const o = { ...SCALE_DEFAULTS, ...options };
  const scale = Number(o.scale ?? 1);
  const counts = { views: Math.round(o.views * scale), closes: Math.round(o.closes * scale), leads: Math.round(o.leads * scale) };
  const started = performance.now();
  const handle = openDatabase({ databaseUrl: target.dialect === 'postgres' ? target.databaseUrl : undefined, dataDir: target.dataDir ?? '' });
  let demo;
  let site;
  let demoPopup;
  let account;
  try {
    await migrateToLatest(handle);
    demo = await seedDemoIfEmpty(handle.db, o.password);
    if (!demo) throw new Error('seed-scale: the database is not empty (it already has an account)');
    site = await handle.db.selectFrom('sites').selectAll().where('client_id', '=', demo.clientId).executeTakeFirstOrThrow();
    demoPopup = await handle.db.selectFrom('poptins').selectAll().where('id', '=', demo.poptinId).executeTakeFirstOrThrow();
    account = site.account_id;
  } finally {
    await handle.db.destroy();
  }

  const now = Date.now();
  const start = now - o.days * DAY_MS;
  const span = now - start;
  const random = seededRandom(22);

  // More pop-ups on the one site, copies of the demo's lightbox; the second is its A/B variant.
  const popups = [{ ...demoPopup, created_at: start - DAY_MS }];
  POPUP_NAMES.forEach((name, i) => {
    const settings = JSON.parse(demoPopup.settings);
    if (i === 1) settings.ab_test_parent_id = demoPopup.id;
    popups.push({
      ...demoPopup,
      // The same shape as the server's ids ([a-z0-9], the same length): the demo's with its last two characters changed.
      id: `${demoPopup.id.slice(0, -2)}s${i + 1}`,
      name,
      settings: JSON.stringify(settings),
      created_at: start - DAY_MS,
      updated_at: start - DAY_MS,
    });
  });
  const popupIds = popups.map((p) => p.id);

  // Views, in time order. The leads below name some of them, so their facts are kept in arrays.
  const pickPopup = weighted(random, POPUP_WEIGHTS);
  const pickTrigger = weighted(random, TRIGGER_WEIGHTS);
  const pickPage = pages(random);
  const visitorOf = () => `v${Math.floor(random() * 400_000).toString(36)}`;
  const view = {
    popup: new Uint8Array(counts.views),
    trigger: new Uint8Array(counts.views),
    at: new Float64Array(counts.views),
    url: new Array(counts.views),
    visitor: new Array(counts.views),
    device: new Uint8Array(counts.views),
  };
  for (let i = 0; i < counts.views; i++) {
    view.popup[i] = pickPopup();
    view.trigger[i] = pickTrigger();
    view.at[i] = Math.min(now - 1, start + Math.floor(((i + random()) * span) / counts.views));
    view.url[i] = pickPage();
    view.visitor[i] = visitorOf();
    view.device[i] = random() < 0.45 ? 1 : 0;
  }

  // The event tables are empty after the demo seed: ids are given, so that a lead can name its view.
  const ids = { view: 1, close: 1, lead: 1 };
  const expected = Object.fromEntries(SEARCH_TERMS.map((t) => [t, 0]));
  const viewRow = (i) => [
    ids.view + i,
    popupIds[view.popup[i]],
    site.id,
    view.visitor[i],
    TRIGGERS[view.trigger[i]],
    view.device[i] ? 'mobile' : 'desktop',
    view.url[i],
    view.at[i],
  ];
  const closeRow = (i) => {
    const k = Math.min(counts.views - 1, Math.floor(((i + random()) * counts.views) / counts.closes));
    return [
      ids.close + i,
      popupIds[view.popup[k]],
      site.id,
      view.visitor[k],
      CLOSE_TRIGGERS[i % 4],
      view.url[k],
      Math.min(now - 1, view.at[k] + 2000 + Math.floor(random() * 20_000)),
    ];
  };
  const leadRow = (j) => {
    const k = Math.min(counts.views - 1, Math.floor(((j + random()) * counts.views) / counts.leads));
    const withView = random() < 0.9;
    const first = FIRST[Math.floor(random() * FIRST.length)];
    const last = LAST[Math.floor(random() * LAST.length)];
    const domain = DOMAINS[j % DOMAINS.length];
    // One address in twenty keeps the name's own letters (an internationalised address); the rest are ASCII.
    const local = j % 20 === 0 ? `${first}.${last}` : `${ascii(first)}.${ascii(last)}`;
    const email = `${local}${j}@${domain}`;
    const popup = view.popup[k];
    const fields = [
      { field_key: 'email', label: 'Email', type: 'email', value: email },
      { field_key: 'name', label: 'Name', type: 'text', value: `${first} ${last}` },
    ];
    if (popup % 2 === 0) fields.push({ field_key: 'phone', label: 'Phone', type: 'phone', value: `+49 30 ${String(1_000_000 + j).slice(1)}` });
    if (popup === 5) fields.push({ field_key: 'company', label: 'Company', type: 'text', value: `${last} & Söhne GmbH` });
    fields.push({ field_key: 'consent', label: 'I agree to receive emails', type: 'checkbox', value: 'true' });
    const system = SYSTEMS[Math.floor(random() * SYSTEMS.length)];
    const context = {
      operating_system: withView ? (view.device[k] ? 'Android' : 'Windows') : system,
      browser_language: LANGUAGES[j % LANGUAGES.length],
      title: 'Shop',
    };
    const spam = j % 50 === 7 ? 'honeypot' : null;
    if (!spam) {
      // What a search folding case everywhere (JavaScript's toLowerCase) finds among the listed leads.
      const haystack = [email, POPUP_TAGS[popup] ?? '', ...fields.map((f) => f.value)].join('\n').toLowerCase();
      for (const term of SEARCH_TERMS) if (haystack.includes(term)) expected[term] += 1;
    }
    return [
      ids.lead + j,
      popupIds[popup],
      site.id,
      account,
      withView ? ids.view + k : null,
      view.visitor[k],
      email,
      view.url[k],
      REFERRERS[j % REFERRERS.length],
      TRIGGERS[view.trigger[k]],
      JSON.stringify(fields),
      JSON.stringify(context),
      spam,
      POPUP_TAGS[popup],
      // What the server stores with each lead for the Leads page (repositories/leads.ts).
      leadFieldKeys(fields),
      leadSearchText(email, POPUP_TAGS[popup], fields),
      Math.min(now - 1, view.at[k] + 5000 + Math.floor(random() * 120_000)),
    ];
  };
  const columns = {
    views: ['id', 'poptin_id', 'site_id', 'visitor', 'trigger', 'device', 'url', 'created_at'],
    closes: ['id', 'poptin_id', 'site_id', 'visitor', 'close_trigger', 'url', 'created_at'],
    conversions: [
      'id',
      'poptin_id',
      'site_id',
      'account_id',
      'view_id',
      'visitor',
      'email',
      'url',
      'referrer',
      'trigger',
      'fields',
      'context',
      'spam',
      'tag',
      'field_keys',
      'search_text',
      'created_at',
    ],
  };
  const popupColumns = Object.keys(demoPopup);
  const popupRows = popups.slice(1).map((p) => popupColumns.map((c) => p[c]));

  if (target.dialect === 'sqlite') {
    const db = new SQLite(join(target.dataDir, 'beckon.sqlite'));
    try {
      // Loading only: a crash here loses nothing anyone was promised.
      db.pragma('synchronous = OFF');
      db.prepare(`update poptins set created_at = ? where id = ?`).run(popups[0].created_at, popups[0].id);
      const insertPopup = db.prepare(`insert into poptins (${popupColumns.join(', ')}) values (${popupColumns.map(() => '?').join(', ')})`);
      for (const row of popupRows) insertPopup.run(...row);
      const PER_STATEMENT = 500;
      const load = async (table, n, make) => {
        const cols = columns[table];
        const tuple = `(${cols.map(() => '?').join(', ')})`;
        const many = db.prepare(`insert into ${table} (${cols.join(', ')}) values ${Array(PER_STATEMENT).fill(tuple).join(', ')}`);
        const write = db.transaction((rows) => {
          let i = 0;
          for (; i + PER_STATEMENT <= rows.length; i += PER_STATEMENT) many.run(rows.slice(i, i + PER_STATEMENT).flat());
          if (i < rows.length) {
            const rest = rows.slice(i);
            db.prepare(`insert into ${table} (${cols.join(', ')}) values ${Array(rest.length).fill(tuple).join(', ')}`).run(rest.flat());
          }
        });
        await inBatches(n, 50_000, make, write);
      };
      await load('views', counts.views, viewRow);
      await load('closes', counts.closes, closeRow);
      await load('conversions', counts.leads, leadRow);
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client(postgresConfig(target.databaseUrl));
    await client.connect();
    try {
      const types = {
        views: ['bigint', 'text', 'bigint', 'text', 'text', 'text', 'text', 'bigint'],
        closes: ['bigint', 'text', 'bigint', 'text', 'text', 'text', 'bigint'],
        conversions: [
          'bigint',
          'text',
          'bigint',
          'bigint',
          'bigint',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'text',
          'bigint',
        ],
      };
      await client.query('update poptins set created_at = $1 where id = $2', [popups[0].created_at, popups[0].id]);
      for (const row of popupRows) {
        await client.query(`insert into poptins (${popupColumns.join(', ')}) values (${popupColumns.map((_, i) => `$${i + 1}`).join(', ')})`, row);
      }
      // One statement per 10,000 rows: each column an array, unnested back into rows.
      const load = async (table, n, make) => {
        const cols = columns[table];
        const text = `insert into ${table} (${cols.join(', ')}) select * from unnest(${types[table].map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
        await client.query('begin');
        await inBatches(n, 10_000, make, async (rows) => {
          await client.query(
            text,
            cols.map((_, c) => rows.map((r) => r[c])),
          );
        });
        await client.query('commit');
        // The ids were given: the identity goes on after them, as the server's next row will need.
        await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
      };
      await load('views', counts.views, viewRow);
      await load('closes', counts.closes, closeRow);
      await load('conversions', counts.leads, leadRow);
      // What autovacuum does soon after such a load (PostgreSQL 13+ vacuums after inserts too): the
      // planner's statistics, and the visibility map that lets an index-only scan skip the table.
      for (const table of ['poptins', 'views', 'closes', 'conversions', 'result_hours', 'result_kinds', 'result_pages'])
        await client.query(`vacuum analyze ${table}`);
    } finally {
      await client.end();
    }
  }
  // The rollups (db/rollups.ts) were kept by the triggers as the rows went in: they must add up to the rows.
  const after = openDatabase({ databaseUrl: target.dialect === 'postgres' ? target.databaseUrl : undefined, dataDir: target.dataDir ?? '' });
  let rolled;
  try {
    const one = async (text) => Number(Object.values((await sqlOn(after.db, text)).rows[0])[0]);
    rolled = {
      views: await one('select coalesce(sum(views), 0) from result_hours'),
      closes: await one('select coalesce(sum(closes), 0) from result_hours'),
      leads: await one('select coalesce(sum(conversions), 0) from result_hours'),
      leadsCounted: await one('select count(*) from conversions where spam is null'),
    };
  } finally {
    await after.db.destroy();
  }
  if (rolled.views !== counts.views || rolled.closes !== counts.closes || rolled.leads !== rolled.leadsCounted)
    throw new Error(`seed-scale: the rollups disagree with the rows: ${JSON.stringify({ rolled, counts })}`);
  return {
    email: DEMO_EMAIL,
    password: o.password,
    clientId: site.client_id,
    siteId: site.id,
    accountId: account,
    popupIds,
    variantOf: { [popupIds[2]]: popupIds[0] },
    counts,
    expected,
    from: start,
    to: now,
    seconds: (performance.now() - started) / 1000,
  };
}

// As a command: seed the database named, print what was seeded.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: args } = parseArgs({
    options: {
      dir: { type: 'string' },
      'database-url': { type: 'string' },
      views: { type: 'string', default: String(SCALE_DEFAULTS.views) },
      closes: { type: 'string', default: String(SCALE_DEFAULTS.closes) },
      leads: { type: 'string', default: String(SCALE_DEFAULTS.leads) },
      days: { type: 'string', default: String(SCALE_DEFAULTS.days) },
      scale: { type: 'string', default: '1' },
      password: { type: 'string', default: SCALE_DEFAULTS.password },
    },
  });
  if (!args.dir === !args['database-url']) {
    console.error('seed-scale: name one database: --dir DIR (SQLite) or --database-url URL (PostgreSQL, with its schema in search_path)');
    process.exit(2);
  }
  const target = args.dir ? { dialect: 'sqlite', dataDir: args.dir } : { dialect: 'postgres', databaseUrl: args['database-url'] };
  const seeded = await seedScale(target, {
    views: Number(args.views),
    closes: Number(args.closes),
    leads: Number(args.leads),
    days: Number(args.days),
    scale: Number(args.scale),
    password: args.password,
  });
  console.log(JSON.stringify(seeded, null, 2));
}
