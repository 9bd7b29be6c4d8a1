import {
  isWinningPrize,
  prizeSlices,
  type GamifiedPrize,
  type Language,
  type PopupFormat,
  type PopupRecord,
  type PopupSettings,
  type ScreenName,
  type ScreenSet,
} from '@beckon/core';
import type { PopupViewProps } from '@beckon/widget/views';
import { SCREEN_LABELS } from './catalogue.js';
import type { Draft, LoadedPopup } from './model.js';

/** The screens the widget's view draws itself, the game's among them; the teaser is a view of its own. */
export type ViewScreen = NonNullable<PopupViewProps['initialScreen']>;
export type SampleResult = NonNullable<PopupViewProps['sampleResult']>;

/** The screen of the pop-up view the preview opens on: the teaser preview shows the pop-up's tab beside an empty box. */
export const viewScreenOf = (screen: ScreenName): ViewScreen => (screen === 'teaser' ? 'main' : screen);

/**
 * The teaser has no screen of the view's own: the preview draws its blocks (none unless the
 * owner made some) where the main screen's go, so the tab is seen without the form behind it.
 */
function onScreen(set: ScreenSet, screen: ScreenName): ScreenSet {
  if (screen !== 'teaser') return set;
  return { ...set, screens: { main: set.screens.teaser ?? [], thank_you: set.screens.thank_you ?? [] } };
}

const resultOf = (prize: GamifiedPrize, won: boolean): SampleResult => ({
  prize_id: String(prize.prize_id),
  label: String(prize.label),
  // As the server answers a play: a losing prize gives no code.
  code: won ? String(prize.code ?? '') : '',
  won,
});

/**
 * What the still preview of a game screen shows as drawn: the first winning prize on the play and
 * winning screens, the first losing one on the losing screen. Without such a prize the result
 * is a made-up one named after its screen, so the screen can still be designed.
 */
export function sampleResult(prizes: GamifiedPrize[] | undefined, screen: ScreenName): SampleResult | undefined {
  if (screen !== 'play' && screen !== 'winning' && screen !== 'losing') return undefined;
  const won = screen !== 'losing';
  const prize = (prizes ?? []).find((p) => isWinningPrize(p) === won);
  if (prize) return resultOf(prize, won);
  return { prize_id: `preview_${screen}`, label: SCREEN_LABELS[won ? 'winning' : 'losing'], code: '', won };
}

/** What names a record the dashboard draws, beside its settings. */
export type RecordIdentity = Pick<PopupRecord, 'poptin_id' | 'poptin_name' | 'poptin_type' | 'poptin_format' | 'poptin_target' | 'account_id' | 'viewer_id'>;

/** Settings as the display call would deliver them: the prizes as slices (labels only), never codes. */
export function deliveredRecord(settings: PopupSettings, identity: RecordIdentity): PopupRecord {
  const { prizes, ...rest } = settings;
  return { ...rest, ...(prizes === undefined ? {} : { prizes: prizeSlices(prizes) }), ...identity, display: 1 };
}

/** The record the preview renders: the draft as the display call would deliver it, in the chosen language. */
export function previewRecord(popup: LoadedPopup, draft: Draft, screen: ScreenName, lang: Language): PopupRecord {
  const design = draft.settings.design;
  const record = deliveredRecord(draft.settings, {
    poptin_id: popup.poptin_id,
    poptin_name: draft.name,
    poptin_type: popup.type,
    poptin_format: popup.format as PopupFormat,
    poptin_target: popup.target,
    account_id: 'preview',
    viewer_id: 'preview',
  });
  return {
    ...record,
    design: {
      ...design,
      lang,
      screens: onScreen(design, screen).screens,
      ...(design.mobile ? { mobile: onScreen(design.mobile, screen) } : {}),
    },
  };
}
