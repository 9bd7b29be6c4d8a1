import { sql, type Kysely } from 'kysely';
import { PRIZE_CODE_MAX, PRIZE_ID_MAX, PRIZE_LABEL_MAX } from '@beckon/core';
import type { Database, PlayRow } from '../db/schema.js';
import type { RowWriter } from '../ingest/write-buffer.js';
import type { PopupOwner } from './poptins.js';

/** A prize as drawn, ready to be kept with the visitor's play. */
export interface DrawnPlay {
  visitor: string;
  prize_id: string;
  label: string;
  /** '' for a loss: a losing prize's code is never handed out */
  code: string;
  won: boolean;
  view_id: number | null;
}

/** A play as stored: what the visitor was told at the draw. */
export interface StoredPlay {
  id: number;
  prize_id: string;
  label: string;
  code: string;
  won: boolean;
  created_at: number;
}

/** Cut to the column's bound in whole characters; designs saved before the bounds may hold longer text. */
const bounded = (text: string, max: number) => Array.from(text).slice(0, max).join('');

function toStoredPlay(row: Pick<PlayRow, 'id' | 'prize_id' | 'prize_label' | 'prize_code' | 'won' | 'created_at'>): StoredPlay {
  return {
    id: Number(row.id),
    prize_id: row.prize_id,
    label: row.prize_label,
    code: row.prize_code,
    won: Number(row.won) === 1,
    created_at: Number(row.created_at),
  };
}

/** This visitor's play of this pop-up, if they played it. */
export async function findPlay(db: Kysely<Database>, poptinId: string, visitor: string): Promise<StoredPlay | undefined> {
  const row = await db
    .selectFrom('plays')
    .select(['id', 'prize_id', 'prize_label', 'prize_code', 'won', 'created_at'])
    .where('poptin_id', '=', poptinId)
    .where('visitor', '=', visitor)
    .executeTakeFirst();
  return row ? toStoredPlay(row) : undefined;
}

/**
 * Keeps the visitor's play, once per pop-up: when another request of the same visitor stored
 * one first (two tabs, a double click, another instance), the unique (pop-up, visitor) index
 * keeps that one and this answers it, `replayed`, so every caller hears the same prize. Leads the
 * visitor sent this pop-up before playing are tied to the new play. It shares
 * the write buffer's transaction: the prize is told only once the play is committed.
 */
export async function recordPlay(writes: RowWriter, popup: PopupOwner, play: DrawnPlay, now = Date.now()): Promise<{ play: StoredPlay; replayed: boolean }> {
  let result: { play: StoredPlay; replayed: boolean } | undefined;
  await writes.run(async (tx) => {
    const inserted = await tx
      .insertInto('plays')
      .values({
        poptin_id: popup.id,
        site_id: popup.site_id,
        account_id: popup.account_id,
        visitor: play.visitor,
        prize_id: bounded(play.prize_id, PRIZE_ID_MAX),
        prize_label: bounded(play.label, PRIZE_LABEL_MAX),
        prize_code: bounded(play.code, PRIZE_CODE_MAX),
        won: play.won ? 1 : 0,
        view_id: play.view_id,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['poptin_id', 'visitor']).doNothing())
      .executeTakeFirst();
    const stored = await findPlay(tx, popup.id, play.visitor);
    if (!stored) throw new Error(`play of ${popup.id} neither stored nor found`);
    const replayed = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0;
    // A game that asks for the lead before the play: that lead now learns its prize.
    if (!replayed) {
      await tx
        .updateTable('conversions')
        .set({ play_id: stored.id })
        .where('poptin_id', '=', popup.id)
        .where('visitor', '=', play.visitor)
        .where('play_id', 'is', null)
        .execute();
    }
    result = { play: stored, replayed };
  });
  return result!;
}

/** One prize id's plays in a range, as drawn. */
export interface PrizeCount {
  prize_id: string;
  /** a label it was drawn with (the owner may have renamed it since) */
  label: string;
  plays: number;
  /** plays that drew it as a win */
  wins: number;
  /** plays that came with a lead (not marked automated) */
  leads: number;
}

/** More prize ids than this in one pop-up's history are not listed (12 configured at a time). */
const PRIZE_HISTORY_MAX = 200;

/**
 * A pop-up's plays in [from, to), prize by prize. The pop-up's leads that name a play are read
 * once, by the pop-up's index, and matched to the plays, rather than looked up play by play.
 */
export async function prizeCounts(db: Kysely<Database>, poptinId: string, from: number, to: number): Promise<PrizeCount[]> {
  const withLead = db
    .selectFrom('conversions')
    .select('play_id')
    .distinct()
    .where('poptin_id', '=', poptinId)
    .where('play_id', 'is not', null)
    .where('spam', 'is', null)
    .as('led');
  const rows = await db
    .selectFrom('plays')
    .leftJoin(withLead, 'led.play_id', 'plays.id')
    .select((eb) => [
      'plays.prize_id',
      eb.fn.max('plays.prize_label').as('label'),
      eb.fn.countAll<number>().as('plays'),
      eb.fn.sum<number>('plays.won').as('wins'),
      eb.fn.count<number>('led.play_id').as('leads'),
    ])
    .where('plays.poptin_id', '=', poptinId)
    .where('plays.created_at', '>=', from)
    .where('plays.created_at', '<', to)
    .groupBy('plays.prize_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('plays.prize_id')
    .limit(PRIZE_HISTORY_MAX)
    .execute();
  return rows.map((r) => ({ prize_id: r.prize_id, label: r.label ?? '', plays: Number(r.plays), wins: Number(r.wins ?? 0), leads: Number(r.leads) }));
}
