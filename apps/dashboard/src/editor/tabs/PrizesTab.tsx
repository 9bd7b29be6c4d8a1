import { MAX_PRIZES, PRIZE_CODE_MAX, PRIZE_ID_MAX, PRIZE_LABEL_MAX, type GamifiedPrize } from '@beckon/core';
import { useEditor } from '../context.js';
import { BoolControl, NumberControl, Section, TextControl } from '../controls.js';
import { RowList } from '../RowList.js';

/** prize_N with the first N no prize uses yet: a removed prize's id can come back, a kept one never repeats. */
export function freePrizeId(prizes: readonly Pick<GamifiedPrize, 'prize_id'>[]): string {
  const taken = new Set(prizes.map((p) => String(p.prize_id)));
  let n = 1;
  while (taken.has(`prize_${n}`)) n += 1;
  return `prize_${n}`;
}

function newPrize(index: number, prizeId: string): GamifiedPrize {
  return {
    label: `Prize ${index}`,
    code: '',
    chances: 0,
    loosing_option: false,
    is_winner: true,
    prize_id: prizeId,
    redirect_to: false,
    redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
  };
}

/** SPEC §3 gamified prizes: the wheel's, card's or box's outcomes, drawn by weighted chance. */
export function PrizesTab() {
  const { settings } = useEditor();
  const prizes = settings.prizes ?? [];
  const total = prizes.reduce((sum, p) => sum + (Number(p.chances) || 0), 0);
  return (
    <Section title="Prizes" description="Each play draws one prize by its chance. A losing option shows the Losing screen.">
      <p className={total === 100 ? 'ed-hint' : 'ed-warning'} role="status" data-testid="chances-total">
        Chances add up to {total}%{total === 100 ? '.' : ' — they should add up to 100%.'}
      </p>
      <RowList<GamifiedPrize>
        path="prizes"
        itemName="Prize"
        addLabel="Add prize"
        empty="No prizes yet."
        max={MAX_PRIZES}
        fullHint={`A game holds at most ${MAX_PRIZES} prizes: more slices than that cannot be read on a wheel.`}
        newRow={() => newPrize(prizes.length + 1, freePrizeId(prizes))}
      >
        {(p, prize) => (
          <>
            <TextControl path={`${p}.label`} label="Label ({{prize_label}})" maxLength={PRIZE_LABEL_MAX} />
            <TextControl path={`${p}.code`} label="Code ({{prize_code}})" maxLength={PRIZE_CODE_MAX} dir="ltr" />
            <NumberControl path={`${p}.chances`} label="Chance" unit="%" min={0} max={100} step={0.1} empty={0} />
            <TextControl path={`${p}.prize_id`} label="Prize id" maxLength={PRIZE_ID_MAX} dir="ltr" />
            <BoolControl path={`${p}.loosing_option`} label="This is a losing option" />
            <BoolControl path={`${p}.is_winner`} label="Counts as a win" />
            <BoolControl path={`${p}.redirect_to`} label="Go to a page after winning" />
            {prize.redirect_to && (
              <>
                <TextControl path={`${p}.redirect_to_options.redirect_to_url`} label="Address" dir="ltr" placeholder="https://… or tel:…" />
                <BoolControl path={`${p}.redirect_to_options.redirect_close`} label="Close the pop-up after" />
                <NumberControl path={`${p}.redirect_to_options.redirect_close_delay`} label="Close after" unit="s" min={0} empty={0} />
              </>
            )}
          </>
        )}
      </RowList>
    </Section>
  );
}
