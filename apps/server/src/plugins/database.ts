import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbHandle: DatabaseHandle;
  }
}

export default fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    app.addHook('onClose', async () => handle.db.destroy());
  },
  { name: 'database' },
);
