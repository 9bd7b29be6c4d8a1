import { useEffect, useRef, useState } from 'react';
import {
  gameKindOf,
  prizeRedirect,
  prizeFieldValues,
  prizeFlow,
  REDIRECT_DELAY_DEFAULT_MS,
  t,
  texts,
  type Block,
  type CloseTrigger,
  type Language,
  type PlayResult,
  type SubmittedField,
} from '@beckon/core';
import { fieldsOf, type ScreenName } from '../popup-screens.js';
import type { PopupViewProps, SubmitGuard, SubmitOutcome } from '../types.js';
import type { Later } from '../use-closing.js';
import type { LeadOutcome } from '../use-lead-outcome.js';
import { useDraw } from './use-draw.js';
import { followPrizeRedirect, type PrizeRedirect } from './prize-redirect.js';
import { startPhase } from './start-phase.js';
import type { GamePhase, GameResult } from './types.js';

type Screens = Partial<Record<ScreenName, Block[]>>;

const asksForDetails = (blocks: Block[] | undefined) => fieldsOf(blocks ?? []).some((f) => f.type !== 'hidden');

interface GameHost {
  screens: Screens;
  screen: ScreenName;
  setScreen: (screen: ScreenName) => void;
  later: Later;
  close: (trigger: CloseTrigger, converted?: boolean) => void;
  setConverted: (converted: boolean) => void;
  lang: Language;
}

/**
 * A gamified pop-up from its first screen to its prize (issue 17, SPEC §4): the form (when the
 * design asks for details first), the server's draw, the game's animation, the result screen,
 * then the prize flow of core's prizeFlow. The lead goes as soon as the prize is drawn, so a
 * visitor who closes the pop-up mid-spin still leaves it, with the prize they drew.
 */
export function useGame(view: PopupViewProps, host: GameHost) {
  const { record, still = false } = view;
  const { screens, setScreen, later, close, lang } = host;
  const active = record.poptin_type === 'gamified';
  const kind = gameKindOf(record.poptin_format);
  const leadFirst = asksForDetails(screens.main);
  const [phase, setPhase] = useState<GamePhase>(() => startPhase(host.screen, leadFirst, view.sampleResult));
  const [message, setMessage] = useState('');
  const { draw, result, drawn } = useDraw(view);
  const converted = useRef(false);
  const ended = useRef(false);

  const play = () => {
    setMessage('');
    setScreen('play');
    setPhase('playing');
    draw().catch(() => {
      setPhase('ready');
      setMessage(t(lang, texts.playFailed));
    });
  };

  const startFromGame = () => {
    if (still || phase !== 'ready') return;
    play();
  };

  /** The main form's submit: checked already; the prize is drawn, the lead sent with it, the game begins. */
  const submitBeforePlay = async (values: SubmittedField[], guard: SubmitGuard): Promise<SubmitOutcome> => {
    if (!leadFirst) {
      startFromGame();
      return { ok: true };
    }
    let prize: PlayResult;
    try {
      prize = await draw();
    } catch {
      return { ok: false, message: t(lang, texts.playFailed) };
    }
    const prizeFields = prizeFieldValues(fieldsOf(screens.main ?? []), prize);
    const keys = new Set(prizeFields.map((f) => f.field_key));
    void view.onSubmit([...values.filter((v) => !keys.has(v.field_key)), ...prizeFields], guard).then((outcome) => {
      if (!outcome.ok) return;
      converted.current = true;
      host.setConverted(true);
    });
    setScreen('play');
    // The wheel spins from the button that sent the form; a card or a box waits for the visitor's hand.
    setPhase(kind === 'wheel' ? 'playing' : 'ready');
    return { ok: true };
  };

  const goTo = (redirect: PrizeRedirect) => followPrizeRedirect(redirect, view.onRedirect, later, close, converted.current);

  const onEnded = () => {
    const prize = drawn.current;
    if (ended.current || !prize) return;
    ended.current = true;
    setPhase('ended');
    const resultScreen = prize.won ? 'winning' : 'losing';
    // A design without this result screen (a lead design made gamified) keeps the game's own reveal.
    const designed = (screens[resultScreen]?.length ?? 0) > 0;
    const props = designed ? record.design_properties : { ...record.design_properties, disable_post_play_screen: 1 as const };
    const flow = prizeFlow(kind, prize, props, asksForDetails(screens[resultScreen]));
    later(flow.resultAfterMs, () => {
      if (flow.screen) setScreen(flow.screen);
      const next = flow.next;
      if (next.kind === 'redirect') later(next.afterMs, () => goTo(next));
      else if (next.kind === 'close') later(next.afterMs, () => close(converted.current ? 'submit' : 'auto_close', converted.current));
    });
  };

  const wonLead = (redirect: PrizeRedirect) => {
    converted.current = true;
    host.setConverted(true);
    later(REDIRECT_DELAY_DEFAULT_MS, () => goTo(redirect));
  };
  const outcomeFor = (base: LeadOutcome) => gameOutcome(base, active, host.screen, drawn.current, wonLead);

  // Without its views (their chunk failed to load) a played game goes straight to its result.
  const gameless = active && !still && !view.games && phase === 'playing' && result !== null;
  useEffect(() => {
    if (gameless) onEnded();
  });

  // A sample result (previews, the gallery) stands for the draw until there is one.
  const shown: GameResult | null = phase === 'playing' || phase === 'ended' ? (result ?? (phase === 'ended' ? (view.sampleResult ?? null) : null)) : null;
  const onSubmit = active && host.screen === 'main' ? submitBeforePlay : view.onSubmit;
  const prize = active ? (result ?? view.sampleResult) : undefined;
  return { active, kind, phase, shown, prize, message, startFromGame, onEnded, onSubmit, outcomeFor };
}

export type GameFlow = ReturnType<typeof useGame>;

/** The form's answer to a submit: before the play it starts the game; after it, a won prize's redirect comes first. */
function gameOutcome(
  base: LeadOutcome,
  active: boolean,
  screen: ScreenName,
  drawn: PlayResult | null,
  wonLead: (redirect: PrizeRedirect) => void,
): LeadOutcome {
  if (!active) return base;
  if (screen === 'main') return { submitLabel: base.submitLabel, redirectAfter: () => false, afterLead: () => {} };
  const redirect = drawn ? prizeRedirect(drawn) : null;
  return redirect ? { ...base, afterLead: () => wonLead(redirect) } : base;
}
