import type { GamifiedPrize } from '@beckon/core';
import { useEditor } from '../context.js';
import { BoolControl, NumberControl, Section, TextControl } from '../controls.js';
import { RowList } from '../RowList.js';

function newPrize(index: number): GamifiedPrize {
  return {
    label: `Prize ${index}`,
    code: '',
    chances: 0,
    loosing_option: false,
    is_winner: true,
    prize_id: `prize_${index}`,
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
      <RowList<GamifiedPrize> path="prizes" itemName="Prize" addLabel="Add prize" empty="No prizes yet." newRow={() => newPrize(prizes.length + 1)}>
        {(p, prize) => (
          <>
            <TextControl path={`${p}.label`} label="Label ({{prize_label}})" />
            <TextControl path={`${p}.code`} label="Code ({{prize_code}})" />
            <NumberControl path={`${p}.chances`} label="Chance" unit="%" min={0} max={100} step={0.1} empty={0} />
            <TextControl path={`${p}.prize_id`} label="Prize id" />
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
