import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Connects a shop to a site straight in the test server's SQLite file, as the server tests do:
 * proving a shop needs a public host name, which the tests do not have.
 */
export function connectShop(dataDir: string, clientId: string, shop: string, platform: 'shopify' | 'wix' = 'shopify'): void {
  const db = new Database(join(dataDir, 'beckon.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const site = db.prepare('select id from sites where client_id = ?').get(clientId) as { id: number };
    db.prepare('insert into store_connections (site_id, shop, platform, currency, created_at) values (?, ?, ?, ?, ?)').run(
      site.id,
      shop,
      platform,
      'USD',
      Date.now(),
    );
  } finally {
    db.close();
  }
}
