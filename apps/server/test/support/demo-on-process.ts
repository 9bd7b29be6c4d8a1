import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { postgresConfig } from '../../src/db/database.js';
import { DEMO_EMAIL } from '../../src/seed/demo.js';
import type { ServerProcess } from './server-process.js';

/**
 * The demo site of a real server process (support/server-process.ts) as the fault tests reach it:
 * over HTTP as the dashboard and the widget would, and its database straight, as an operator would.
 */

/** The demo's ids as the dashboard and the widget learn them, and the owner's session cookie. */
export interface ProcessDemo {
  clientId: string;
  poptinId: string;
  viewerId: string;
  viewId: string;
  cookie: string;
}

/** The answer's JSON; a non-2xx answer throws with its status and the start of its body. */
export async function okJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One statement on the server's own database, beside the running server. */
export async function runSql<Row>(server: ServerProcess, sql: string): Promise<Row[]> {
  if (server.dialect === 'sqlite') {
    const db = new SQLite(join(server.dataDir, 'beckon.sqlite'), { fileMustExist: true, timeout: 5_000 });
    try {
      const statement = db.prepare(sql);
      if (!statement.reader) {
        statement.run();
        return [];
      }
      return statement.all() as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client(postgresConfig(server.databaseUrl!));
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The display call of a page on the demo site. */
export function displayCall(server: ServerProcess, clientId: string, timeoutMs = 10_000): Promise<Response> {
  return fetch(`${server.baseUrl}/api/display/${clientId}`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'text/plain' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * Logs in as the demo owner, finds the site and its pop-up, and records a view for leads to name
 * (issue 15). The view is dated back a minute, as a person reading the pop-up first would have it,
 * so no lead is marked too fast.
 */
export async function findDemo(server: ServerProcess): Promise<ProcessDemo> {
  const loginFile = join(server.dataDir, 'demo-login.txt');
  const email = existsSync(loginFile) ? readFileSync(loginFile, 'utf8').split('\n')[0]! : DEMO_EMAIL;
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password: server.demoPassword }),
  });
  const me = await okJson<{ viewer_id: string }>(login, 'admin login');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('beckon_session='));
  if (!cookie) throw new Error('admin login set no beckon_session cookie');
  const admin = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
  const [site] = await okJson<Array<{ client_id: string }>>(await admin('/api/admin/sites'), 'GET /api/admin/sites');
  const [popup] = await okJson<Array<{ poptin_id: string; client_id: string }>>(await admin('/api/admin/poptins'), 'GET /api/admin/poptins');
  if (!site || !popup || popup.client_id !== site.client_id) throw new Error('the demo site or its pop-up is missing');
  const display = await okJson<{ poptins: Array<{ poptin_id: string; viewer_id: string }> }>(await displayCall(server, site.client_id), 'display call');
  const viewerId = display.poptins[0]?.viewer_id;
  if (!viewerId) throw new Error('the display call answered no pop-up');
  if (viewerId !== me.viewer_id) throw new Error(`the display call named viewer ${viewerId}, the owner is ${me.viewer_id}`);
  const viewed = await fetch(`${server.baseUrl}/api/display/viewed/${popup.poptin_id}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ viewer_id: viewerId, client_id: site.client_id, url: 'https://shop.example/' }),
  });
  const viewId = Number((await okJson<{ poptin_view_id: string }>(viewed, 'viewed call')).poptin_view_id);
  if (!Number.isSafeInteger(viewId)) throw new Error('the viewed call answered no view id');
  await runSql(server, `UPDATE views SET created_at = created_at - 60000 WHERE id = ${viewId}`);
  return { clientId: site.client_id, poptinId: popup.poptin_id, viewerId, viewId: String(viewId), cookie };
}

/** A lead on the demo pop-up from a person who took 5 s to fill it (so it is not set aside as automated). */
export function submitLead(
  server: ServerProcess,
  demo: ProcessDemo,
  email: string,
  init: { signal?: AbortSignal; dispatcher?: unknown } = {},
): Promise<Response> {
  return fetch(`${server.baseUrl}/api/display/conversion/${demo.viewerId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      poptin_id: demo.poptinId,
      client_id: demo.clientId,
      url: 'https://shop.example/',
      email,
      fill_ms: '5000',
      poptin_view_id: demo.viewId,
    }).toString(),
    ...init,
  } as RequestInit);
}
