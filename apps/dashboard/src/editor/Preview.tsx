import { useCallback, useEffect, useMemo, useState } from 'react';
import { directionOf, isOn, type CloseTrigger, type Language, type ScreenName } from '@beckon/core';
import { PopupView, popupCss, TeaserTab, teaserCss, type Device } from '@beckon/widget/views';
import { gameViews } from '@beckon/widget/views/games';
import { SCREEN_LABELS, screensOf } from './catalogue.js';
import type { Draft, LoadedPopup } from './model.js';
import { previewRecord, sampleResult, viewScreenOf } from './preview-record.js';
import { PreviewFrame, type Zoom } from './PreviewFrame.js';
import { SegmentedChoice } from './SegmentedChoice.js';

const FRAMES: Record<Device, { width: number; height: number; label: string }> = {
  desktop: { width: 1024, height: 720, label: 'a desktop window' },
  mobile: { width: 375, height: 667, label: 'a 375 px phone' },
};

const DEVICES = [
  ['desktop', 'Desktop'],
  ['mobile', 'Mobile'],
] as const;
const ZOOMS = [
  ['fit', 'Fit'],
  ['actual', '100%'],
] as const;
const LANGUAGES = [
  ['en', 'English'],
  ['he', 'עברית'],
] as const;

/** A page for the pop-up to sit on: a few grey lines, so bars and corner boxes are seen in place. */
const PAGE_CSS = `
html,body{margin:0;min-height:100%;background:#f4f5f8;font-family:system-ui,sans-serif}
.pv-page{padding:24px;display:grid;gap:14px;max-width:900px;margin:0 auto}
.pv-page i{display:block;height:14px;border-radius:7px;background:#dfe2ea}
.pv-page i:nth-child(1){height:28px;width:60%;background:#cfd3de}
.pv-page i:nth-child(3n){width:80%}
.pv-embed{margin:16px 24px}
`;
const FRAME_CSS = PAGE_CSS + popupCss + gameViews.css + teaserCss;

function PageBackdrop() {
  return (
    <div className="pv-page" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => (
        <i key={i} />
      ))}
    </div>
  );
}

/** How big the frame is drawn, in words: ", at its true size" or ", shown at 52%". */
function zoomWords(zoom: Zoom, scale: number): string {
  if (zoom === 'actual' || scale >= 0.995) return ' at its true size';
  return ` shown at ${Math.round(scale * 100)}%`;
}

/** Which of the type's screens the preview shows. */
function ScreenPicker({ screens, shown, onPick }: { screens: readonly ScreenName[]; shown: ScreenName; onPick: (screen: ScreenName) => void }) {
  return (
    <div className="ed-preview-screen">
      <label htmlFor="ed-preview-screen">Screen</label>
      <select id="ed-preview-screen" value={shown} onChange={(e) => onPick(e.target.value as ScreenName)}>
        {screens.map((s) => (
          <option key={s} value={s}>
            {SCREEN_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PreviewProps {
  popup: LoadedPopup;
  draft: Draft;
  screen: ScreenName;
  onScreen: (screen: ScreenName) => void;
  /** the owner is editing the phone design: show the phone */
  preferMobile?: boolean;
}

/** The device previewed: the phone on a phone-sized dashboard (a desktop would be a thumbnail) and while the phone design is edited. */
function usePreviewDevice(preferMobile: boolean) {
  const narrow = typeof matchMedia === 'function' && matchMedia('(max-width: 600px)').matches;
  const [device, setDevice] = useState<Device>(preferMobile || narrow ? 'mobile' : 'desktop');
  useEffect(() => {
    if (preferMobile) setDevice('mobile');
  }, [preferMobile]);
  return [device, setDevice] as const;
}

/** The language previewed: a change of the pop-up's own (Language tab) shows at once; the switch only previews. */
function usePreviewLang(designLang: Language) {
  const [lang, setLang] = useState<Language>(designLang);
  useEffect(() => setLang(designLang), [designLang]);
  return [lang, setLang] as const;
}

/** The live preview: the widget's own views rendering the draft, on a desktop or a phone, in either language. */
export function Preview({ popup, draft, screen, onScreen, preferMobile = false }: PreviewProps) {
  const [device, setDevice] = usePreviewDevice(preferMobile);
  const [lang, setLang] = usePreviewLang(draft.settings.design.lang);
  // A desktop window scaled into the column is too small to judge: 100% draws it at its true size (issue 23).
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [scale, setScale] = useState(1);
  const [closed, setClosed] = useState<CloseTrigger | null>(null);
  const [run, setRun] = useState(0);
  const screens = screensOf(popup.type);
  const shown = screens.includes(screen) ? screen : 'main';
  const record = useMemo(() => previewRecord(popup, draft, shown, lang), [popup, draft, shown, lang]);
  const sample = useMemo(() => sampleResult(draft.settings.prizes, shown), [draft.settings.prizes, shown]);
  const inline = popup.type === 'embedded' || popup.type === 'content';
  const frame = FRAMES[device];
  // The phone fits at its true size almost everywhere: the zoom is the desktop window's.
  const shownZoom: Zoom = device === 'desktop' ? zoom : 'fit';
  const teaser = shown === 'teaser' && isOn(record.is_teasers_on) && record.design.teaser;

  // Submits in the preview reach no server: they succeed, so the thank-you screen can be seen.
  const onSubmit = useCallback(async () => ({ ok: true as const }), []);
  const onClosed = useCallback((trigger: CloseTrigger) => setClosed(trigger), []);
  const again = () => {
    setClosed(null);
    setRun((n) => n + 1);
  };
  const choose = (next: () => void) => {
    next();
    setClosed(null);
  };

  const view = closed ? null : (
    <PopupView
      key={`${shown}-${device}-${lang}-${run}`}
      record={record}
      device={device}
      onSubmit={onSubmit}
      onClosed={onClosed}
      initialScreen={viewScreenOf(shown)}
      still
      games={popup.type === 'gamified' ? gameViews : undefined}
      sampleResult={sample}
    />
  );

  return (
    <section className={shownZoom === 'actual' ? 'ed-preview ed-preview-actual' : 'ed-preview'} aria-labelledby="ed-preview-title" data-zoom={shownZoom}>
      <h2 id="ed-preview-title">Preview</h2>
      <div className="ed-preview-bar">
        <SegmentedChoice legend="Device" name="ed-preview-device" options={DEVICES} value={device} onChange={(d) => choose(() => setDevice(d))} />
        {device === 'desktop' && <SegmentedChoice legend="Zoom" name="ed-preview-zoom" options={ZOOMS} value={zoom} onChange={setZoom} />}
        <SegmentedChoice legend="Language" name="ed-preview-lang" options={LANGUAGES} value={lang} onChange={(l) => choose(() => setLang(l))} />
        <ScreenPicker screens={screens} shown={shown} onPick={(next) => choose(() => onScreen(next))} />
      </div>
      <p className="ed-preview-status" role="status">
        {closed ? (
          <>
            The pop-up closed ({closed.replace('_', ' ')}).{' '}
            <button type="button" className="ed-link" onClick={again}>
              Show it again
            </button>
          </>
        ) : shown === 'teaser' && !teaser ? (
          'The teaser tab is off (Teaser tab).'
        ) : (
          `${SCREEN_LABELS[shown]} screen on ${frame.label}${zoomWords(shownZoom, scale)}, ${lang === 'he' ? 'Hebrew, right to left' : 'English, left to right'}. Submits here send nothing.`
        )}
      </p>
      <div className={`ed-device ed-device-${device}`} data-testid="preview-device" data-device={device} data-lang={lang} data-screen={shown}>
        <PreviewFrame
          width={frame.width}
          height={frame.height}
          css={FRAME_CSS}
          title={`Preview of ${draft.name || 'the pop-up'} on ${frame.label}`}
          dir={directionOf(lang)}
          zoom={shownZoom}
          onScale={setScale}
        >
          <PageBackdrop />
          {inline ? <div className="pv-embed">{view}</div> : view}
          {teaser && <TeaserTab record={record} index={0} onOpen={() => choose(() => onScreen('main'))} />}
        </PreviewFrame>
      </div>
    </section>
  );
}
