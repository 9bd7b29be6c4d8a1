import {
  fillPrizePlaceholders,
  type Block,
  type GamifiedPrize,
  type Language,
  type PopupFormat,
  type PopupRecord,
  type ScreenName,
  type ScreenSet,
} from '@beckon/core';
import type { Draft, LoadedPopup } from './model.js';

/** A won prize for the preview's winning screen: the first winning, non-losing prize. */
function samplePrize(prizes: GamifiedPrize[] | undefined) {
  const prize = prizes?.find((p) => p.is_winner && !p.loosing_option) ?? prizes?.[0];
  return prize ? { code: prize.code, label: prize.label } : undefined;
}

function withPrize(blocks: Block[], prize: { code: string; label: string } | undefined): Block[] {
  if (!prize) return blocks;
  return blocks.map((b) =>
    b.kind === 'heading' || b.kind === 'text'
      ? { ...b, text: fillPrizePlaceholders(b.text, prize) }
      : b.kind === 'coupon'
        ? { ...b, code: fillPrizePlaceholders(b.code, prize) }
        : b,
  );
}

/**
 * The widget's views show a record's main and thank-you screens; the preview shows any other
 * screen (play, winning, losing, teaser) by putting its blocks where the main screen's go.
 */
function onScreen(set: ScreenSet, screen: ScreenName, prize: { code: string; label: string } | undefined): ScreenSet {
  if (screen === 'main' || screen === 'thank_you') return set;
  const blocks = set.screens[screen] ?? [];
  return { ...set, screens: { main: screen === 'winning' ? withPrize(blocks, prize) : blocks, thank_you: set.screens.thank_you ?? [] } };
}

/** The record the preview renders: the draft as the display call would deliver it, in the chosen language. */
export function previewRecord(popup: LoadedPopup, draft: Draft, screen: ScreenName, lang: Language): PopupRecord {
  const { settings } = draft;
  const prize = samplePrize(settings.prizes);
  const design = settings.design;
  return {
    ...settings,
    poptin_id: popup.poptin_id,
    poptin_name: draft.name,
    poptin_type: popup.type,
    poptin_format: popup.format as PopupFormat,
    poptin_target: popup.target,
    account_id: 'preview',
    viewer_id: 'preview',
    display: 1,
    design: {
      ...design,
      lang,
      screens: onScreen(design, screen, prize).screens,
      ...(design.mobile ? { mobile: onScreen(design.mobile, screen, prize) } : {}),
    },
  };
}
