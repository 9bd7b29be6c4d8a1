import fp from 'fastify-plugin';
import { ConfigChanges } from '../display/config-changes.js';
import { SiteConfigCache, DEFAULT_SITE_CONFIG, type SiteConfigOptions } from '../display/site-config.js';
import { SnippetSeen } from '../display/snippet-seen.js';
import { ConfigWrites } from '../repositories/config-writes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** each client id's compiled display config, in memory */
    siteConfig: SiteConfigCache;
    /** say here, after the commit, whatever an owner changed */
    configChanges: ConfigChanges;
    /** the writes that change a compiled config, each telling configChanges itself */
    configWrites: ConfigWrites;
    /** where each site's snippet was last seen at work, for the dashboard */
    snippetSeen: SnippetSeen;
  }
}

export default fp<{ options?: Partial<SiteConfigOptions> | undefined }>(
  async (app, { options }) => {
    const cache = new SiteConfigCache(app.db, options);
    const changes = new ConfigChanges(cache, app.db, app.dbHandle.postgres, app.log, options?.maxAgeMs ?? DEFAULT_SITE_CONFIG.maxAgeMs);
    await changes.start();
    app.decorate('siteConfig', cache);
    app.decorate('configChanges', changes);
    app.decorate('configWrites', new ConfigWrites(app.db, changes));
    app.decorate('snippetSeen', new SnippetSeen(app.writes, app.log));
    app.addHook('onClose', async () => changes.stop());
  },
  { name: 'site-config', dependencies: ['database', 'write-buffer'] },
);
