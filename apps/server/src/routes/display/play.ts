import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { drawPrize, isWinningPrize, type GamifiedPrize, type PlayResult, type PrizeRedirect } from '@beckon/core';
import { ErrorReply, PlayBody, PlayReply, PopupIdParams } from '@beckon/core/api';
import { cryptoUniform } from '../../games/crypto-uniform.js';
import { findPlay, recordPlay, type StoredPlay } from '../../repositories/plays.js';
import { refuse, shownPopup } from './shown-popup.js';

const NO_GAME = 'This pop-up has no game.';
const NO_PRIZE = 'This game has no prize with a chance above 0 %: its owner has to set the chances before it can be played.';
const NO_REDIRECT: PrizeRedirect = { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 };

/** A prize's redirect as the reply promises it: settings saved by older editors may hold strings. */
function redirectOf(prize: GamifiedPrize | undefined): Pick<PlayResult, 'redirect_to' | 'redirect_to_options'> {
  if (!prize) return { redirect_to: false, redirect_to_options: NO_REDIRECT };
  const options = prize.redirect_to_options ?? NO_REDIRECT;
  const delay = Number(options.redirect_close_delay);
  return {
    redirect_to: prize.redirect_to === true,
    redirect_to_options: {
      redirect_to_url: typeof options.redirect_to_url === 'string' ? options.redirect_to_url : '',
      redirect_close: options.redirect_close === true,
      redirect_close_delay: Number.isFinite(delay) && delay > 0 ? delay : 0,
    },
  };
}

/**
 * The stored result told to the visitor. Label and code are those of the draw, whatever the owner
 * changed since; the redirect follows the prize as configured now, none when it was removed.
 */
function playResult(play: StoredPlay, prizes: readonly GamifiedPrize[], replayed: boolean): PlayResult {
  const current = prizes.find((p) => String(p.prize_id) === play.prize_id);
  return {
    play_id: String(play.id),
    prize_id: play.prize_id,
    label: play.label,
    code: play.won ? play.code : '',
    won: play.won,
    ...redirectOf(current),
    replayed,
  };
}

/** The view the widget names, when it is one the server could have issued. */
function viewIdOf(named: string | undefined): number | null {
  const id = named?.trim() ? Number(named) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Issue 17: a visitor plays a gamified pop-up. The prize is drawn here, by weighted chance from a
 * cryptographic source, and told only once the play is committed, so no page can read the codes
 * or pick a prize; the same visitor playing again hears their first result.
 */
const playRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/display/play/:id',
    {
      schema: {
        description:
          'Plays a gamified pop-up: draws one prize by its chances, records the play and answers the prize (its code only for a win). One play per visitor and pop-up: playing again answers the first result with replayed: true.',
        params: PopupIdParams,
        body: PlayBody,
        response: { 200: PlayReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
      // Its answer is a few hundred bytes: no compression hooks, like the beacons.
      compress: false,
    },
    async (request, reply) => {
      const { body } = request;
      const shown = await shownPopup(app, request, body.client_id, request.params.id, body.url);
      if (!shown.ok) return refuse(reply, shown);
      const { owner, record, settings } = shown.popup;
      if (record.poptin_type !== 'gamified') return reply.badRequest(NO_GAME);
      const prizes = Array.isArray(settings.prizes) ? settings.prizes : [];

      const earlier = await findPlay(app.db, owner.id, body.visitor);
      if (earlier) return playResult(earlier, prizes, true);
      const prize = drawPrize(prizes, cryptoUniform);
      if (!prize) return reply.conflict(NO_PRIZE);
      const won = isWinningPrize(prize);
      const { play, replayed } = await recordPlay(app.writes, owner, {
        visitor: body.visitor,
        prize_id: String(prize.prize_id ?? ''),
        label: String(prize.label ?? ''),
        code: won ? String(prize.code ?? '') : '',
        won,
        view_id: viewIdOf(body.poptin_view_id),
      });
      if (replayed) request.log.info({ poptin_id: owner.id }, 'a concurrent play of the same visitor was stored first; answering it');
      return playResult(play, prizes, replayed);
    },
  );
};

export default playRoute;
