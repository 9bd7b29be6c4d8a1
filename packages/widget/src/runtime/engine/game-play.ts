import type { PlayRequest, PlayResult, PopupRecord } from '@beckon/core';
import { postJson } from '../network/send.js';
import type { EngineContext } from './engine-context.js';
import type { GameViews } from '../../views/games/types.js';
import { warn } from '@beckon/embed-kit';

/** Issue 17: the server draws this visitor's prize for a gamified pop-up and records the play. */
export async function playGame(ctx: EngineContext, record: PopupRecord, viewId: Promise<string>): Promise<PlayResult> {
  const view = await viewId;
  return postJson<PlayResult, PlayRequest>(`${ctx.api}/play/${record.poptin_id}`, {
    client_id: ctx.clientId,
    visitor: ctx.visitor,
    url: location.href,
    ...(view ? { poptin_view_id: view } : {}),
  });
}

/**
 * The games are a chunk of their own, fetched only for a page that shows a gamified pop-up, and
 * before it shows: its first paint needs their styles. Without them (the chunk failed) the
 * pop-up still shows: it takes the lead and tells the prize (views/games/use-game.ts).
 */
export function loadGames(): Promise<GameViews | undefined> {
  return import('../../views/games/index.js').then(
    (m) => m.gameViews,
    (error: unknown) => {
      warn('the game could not be loaded', error);
      return undefined;
    },
  );
}
