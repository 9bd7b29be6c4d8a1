import fp from 'fastify-plugin';
import { WriteBuffer, type WriteBufferOptions } from '../ingest/write-buffer.js';
import { groupCommitFor } from '../ingest/group-commit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** visitors' views, closes, leads and activities go through here: group commit, ack after commit */
    writes: WriteBuffer;
  }
}

/**
 * Registered after the database plugin: Fastify closes plugins in reverse order, so the
 * buffer drains before the connection goes.
 */
export default fp<{ options?: WriteBufferOptions | undefined }>(
  async (app, { options }) => {
    const groupCommit = await groupCommitFor(app.dbHandle);
    const buffer = new WriteBuffer(app.db, options, groupCommit);
    app.decorate('writes', buffer);
    app.addHook('onClose', async () => {
      await buffer.drain();
      await groupCommit.close?.();
      app.log.info({ ...buffer.stats }, 'write buffer drained');
    });
  },
  { name: 'write-buffer', dependencies: ['database'] },
);
