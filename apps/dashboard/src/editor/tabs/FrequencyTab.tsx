import { FREQUENCY_RULES } from '@beckon/core';
import { useEditor } from '../context.js';
import { FlagControl, NumberControl, Section, SelectControl } from '../controls.js';
import { FREQUENCY_CHOICES } from '../labels.js';

export function FrequencyTab() {
  const { settings } = useEditor();
  const rule = settings.d_f_r ?? FREQUENCY_RULES.everyTimeEveryPage;
  const amount = rule === FREQUENCY_RULES.onceEveryFewDays ? 'days' : rule === FREQUENCY_RULES.onceEveryFewVisits ? 'visits' : null;
  return (
    <Section title="How often a visitor sees it">
      <div className="ed-grid">
        <SelectControl path="d_f_r" label="Show" options={FREQUENCY_CHOICES} emptyLabel="Every time, on every page (default)" />
        {amount && <NumberControl path="d_f_a" label={`Every how many ${amount}`} unit={amount} min={1} hint="Empty: 1." />}
      </div>
      <FlagControl path="stop_showing_to_converted_users" label="Never again to a visitor who has converted" />
    </Section>
  );
}
