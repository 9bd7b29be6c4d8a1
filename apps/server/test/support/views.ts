import type { FastifyInstance } from 'fastify';

/**
 * A view of the pop-up recorded `ageMs` ago, as the viewed call would have stored it: a lead sent
 * by hand must name one (issue 15: the server times a lead from its view, and marks one naming
 * none), and a person's lead comes well after its view. Written straight to the table, so no
 * test waits on the wall clock.
 */
export async function pastView(app: FastifyInstance, poptinId: string, options: { visitor?: string | null; ageMs?: number } = {}): Promise<string> {
  const popup = await app.db.selectFrom('poptins').select('site_id').where('id', '=', poptinId).executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto('views')
    .values({
      poptin_id: poptinId,
      site_id: popup.site_id,
      visitor: options.visitor ?? null,
      trigger: '',
      device: 'desktop',
      url: 'https://shop.example/',
      created_at: Date.now() - (options.ageMs ?? 5_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
