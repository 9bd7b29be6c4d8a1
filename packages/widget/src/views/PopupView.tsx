import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { directionOf, isModalType, isOn, t, texts, showsCredit } from '@beckon/core';
import { CloseX } from './CloseControls.js';
import { screenLayout } from './layout.js';
import { useDialog } from './use-dialog.js';
import { useBackgroundClose } from './use-background-close.js';
import { fieldsOf, screenBlocks, screensFor, withConsent, type ScreenName } from './popup-screens.js';
import { closeOptionsOf, motionClass, themeStyle } from './popup-look.js';
import { PopupForm } from './PopupForm.js';
import { recordActsAlone } from './acts-alone.js';
import { ACTS_ALONE_ATTRIBUTE } from './acts-alone-mark.js';
import { useClosing } from './use-closing.js';
import { useLeadOutcome } from './use-lead-outcome.js';
import { useLeadForm } from './use-lead-form.js';
import { useGame } from './games/use-game.js';
import { GameStage } from './games/GameStage.js';
import type { PopupViewProps } from './types.js';

/** One pop-up: its screens, its form and its closing, rendered from the record's design. */
export function PopupView(view: PopupViewProps) {
  const { record, device, still = false, entered = false } = view;
  const { design, design_properties: props } = record;
  const lang = design.lang;
  const screens = screensFor(record, device);
  const modal = isModalType(record.poptin_type);
  const idPrefix = `bk-${record.poptin_id}`;

  const [screen, setScreen] = useState<ScreenName>(view.initialScreen ?? 'main');
  const [converted, setConverted] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const humanCheck = isOn(props.captcha) && view.captcha ? view.captcha : null;
  const shownAt = useRef(view.shownAt ?? Date.now());
  const closing = useClosing(props, still, converted, view.onClosed);
  const { leaving, later, close, visitorClose, locked, closeIn, canClose } = closing;
  const game = useGame(view, { screens, screen, setScreen, later, close, setConverted, lang });

  const onEscape = useCallback(() => visitorClose('cancel_click'), [visitorClose]);
  const onDialogKey = useDialog(dialogRef, modal, onEscape, !leaving && !still);
  const background = {
    enabled: modal && !still && !leaving && canClose && isOn(props.poptin_design_close_on_screen_click),
    saved: converted,
    shownAt: shownAt.current,
  };
  const onOverlayClick = useBackgroundClose(dialogRef, background, () => close('bg_click'));

  const { active: gamified, prize } = game;
  const blocks = useMemo(() => withConsent(screenBlocks(screens, screen, { active: gamified, prize }), props), [screens, screen, gamified, prize, props]);
  const outcome = game.outcomeFor(useLeadOutcome(view, (screens.thank_you?.length ?? 0) > 0, later, close, setScreen, setConverted));
  const form = useLeadForm({ ...view, onSubmit: game.onSubmit }, fieldsOf(blocks), lang, humanCheck, converted, shownAt.current, later, outcome, game.prize);

  useEffect(() => {
    if (screen !== 'main' && !still) dialogRef.current?.focus({ preventScroll: true });
  }, [screen, still]);

  const layout = screenLayout(record, blocks, game.active && screen !== 'thank_you');
  const { media } = layout;
  const hasHeading = blocks.some((b) => b.kind === 'heading');

  const dialog = (
    <div
      ref={dialogRef}
      className={`bk-popup ${layout.className} bk-${device} ${motionClass(props, still, leaving, entered)}${form.shake ? ' bk-shake' : ''}`}
      role="dialog"
      aria-modal={modal ? 'true' : undefined}
      aria-labelledby={hasHeading ? `${idPrefix}-title` : undefined}
      aria-label={hasHeading ? undefined : record.poptin_name}
      dir={directionOf(lang)}
      lang={lang}
      tabIndex={-1}
      {...(recordActsAlone(record, device) ? { [ACTS_ALONE_ATTRIBUTE]: '' } : {})}
      onKeyDown={onDialogKey}
      style={{ ...themeStyle(record), ...layout.style }}
    >
      {!locked && (
        <CloseX
          options={closeOptionsOf(props)}
          lang={lang}
          closeIn={closeIn}
          note={props.poptin_design_show_x_comment || undefined}
          noteId={`${idPrefix}-close-note`}
          onClose={visitorClose}
        />
      )}
      {layout.stage && <GameStage record={record} games={view.games} game={game} idPrefix={idPrefix} still={still} />}
      {media && (
        <div className="bk-media">
          <img src={media.src} alt={media.alt} />
        </div>
      )}
      <PopupForm view={view} screen={screen} content={layout.content} form={form} submitLabel={outcome.submitLabel} humanCheck={humanCheck} closing={closing} />
      {showsCredit(record) && <p className="bk-credit">{t(lang, texts.poweredBy)}</p>}
    </div>
  );

  if (!modal) return dialog;
  return (
    <div
      className={`bk-overlay ${leaving ? 'bk-overlay-leave' : still || entered ? '' : 'bk-overlay-enter'}`}
      onClick={onOverlayClick}
      style={themeStyle(record)}
    >
      {dialog}
    </div>
  );
}
