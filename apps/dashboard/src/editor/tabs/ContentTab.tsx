import type { ScreenName } from '@beckon/core';
import { BlockList } from '../BlockList.js';
import { SCREEN_LABELS, screensOf } from '../catalogue.js';
import { useEditor } from '../context.js';

/** The design's screens (SPEC §2), each an ordered list of blocks. `base` is the design or its mobile override. */
export function ContentTab({ base, screen, onScreen }: { base: 'design' | 'design.mobile'; screen: ScreenName; onScreen: (s: ScreenName) => void }) {
  const { type, problems, warnings } = useEditor();
  const screens = screensOf(type);
  const shown = screens.includes(screen) ? screen : 'main';
  const emptyHere = warnings.find((w) => w.path === `${base}.screens.${shown}`);
  return (
    <div>
      <fieldset className="ed-segmented">
        <legend>Screen</legend>
        {screens.map((s) => {
          const flagged = problems.some((p) => p.path.startsWith(`${base}.screens.${s}.`) || p.path === `${base}.screens.${s}`);
          const empty = warnings.some((w) => w.path === `${base}.screens.${s}`);
          return (
            <label key={s} className={shown === s ? 'ed-on' : ''}>
              <input type="radio" name={`${base}-screen`} value={s} checked={shown === s} onChange={() => onScreen(s)} />
              {SCREEN_LABELS[s]}
              {flagged && (
                <span className="ed-dot" aria-label="has problems">
                  {' '}
                  ●
                </span>
              )}
              {empty && <span className="ed-empty-mark"> (empty)</span>}
            </label>
          );
        })}
      </fieldset>
      {shown === 'thank_you' && <p className="ed-hint">Shown after a successful submit when Design ▸ Thank-you screen is on.</p>}
      {shown === 'teaser' && <p className="ed-hint">The tab itself (its label, side and when it shows) is set on the Teaser tab.</p>}
      {shown === 'winning' && (
        <p className="ed-hint">
          {'{{prize_label}}'} and {'{{prize_code}}'} in texts take the won prize's label and code.
        </p>
      )}
      {emptyHere && (
        <p className="ed-warning" data-testid="empty-screen-warning">
          {emptyHere.message} Add a heading or text below.
        </p>
      )}
      <BlockList key={`${base}-${shown}`} path={`${base}.screens.${shown}`} screenLabel={SCREEN_LABELS[shown]} />
    </div>
  );
}
