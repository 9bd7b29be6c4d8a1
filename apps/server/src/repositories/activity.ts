import type { RowWriter } from '../ingest/write-buffer.js';

export async function logLimit(writes: RowWriter, siteId: number, status: string, detail: string): Promise<void> {
  await writes.write('limit_logs', { site_id: siteId, status, detail, created_at: Date.now() });
}

export async function recordActivity(
  writes: RowWriter,
  siteId: number,
  activity: { email: string; poptin_id: string; activity: string; url: string },
): Promise<void> {
  await writes.write('conversion_activities', {
    site_id: siteId,
    email: activity.email,
    poptin_id: activity.poptin_id,
    activity: activity.activity,
    url: activity.url,
    created_at: Date.now(),
  });
}

/**
 * SPEC §9 session record: a beat within 60 s of the last one extends the session by the time in
 * between; a later one starts a new session (the visitor was away).
 */
export async function recordSessionBeat(writes: RowWriter, siteId: number, email: string, url: string, ttlMs: number, now = Date.now()): Promise<void> {
  await writes.run(async (tx) => {
    // Another instance may start the same session at the same moment: the first insert wins
    // and the other extends it.
    const started = await tx
      .insertInto('visitor_sessions')
      .values({ site_id: siteId, email, url, started_at: now, last_seen_at: now, seconds: 0 })
      .onConflict((oc) => oc.columns(['site_id', 'email']).doNothing())
      .executeTakeFirst();
    if (Number(started.numInsertedOrUpdatedRows ?? 0) > 0) return;
    const row = await tx.selectFrom('visitor_sessions').selectAll().where('site_id', '=', siteId).where('email', '=', email).executeTakeFirstOrThrow();
    const gap = now - row.last_seen_at;
    const continues = gap >= 0 && gap <= ttlMs;
    await tx
      .updateTable('visitor_sessions')
      .set({ url, last_seen_at: now, started_at: continues ? row.started_at : now, seconds: continues ? row.seconds + Math.round(gap / 1000) : 0 })
      .where('site_id', '=', siteId)
      .where('email', '=', email)
      .execute();
  });
}
