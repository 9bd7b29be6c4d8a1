import { isOn } from '@beckon/core';
import { useEditor } from '../context.js';
import { FlagControl, Section, SelectControl, TextControl } from '../controls.js';
import { TEASER_MODE_CHOICES } from '../labels.js';

export function TeaserSettingsTab() {
  const { settings, set } = useEditor();
  const on = isOn(settings.is_teasers_on);
  const teaser = settings.design.teaser;
  return (
    <Section title="Teaser tab" description="A small tab at the side of the page; clicking it opens the pop-up.">
      <FlagControl path="is_teasers_on" label="Show a teaser tab" />
      {on && !teaser && (
        <button
          type="button"
          onClick={() =>
            set('design.teaser', {
              mode: 'after_close',
              label: settings.design.lang === 'he' ? 'לפתיחה' : 'Open offer',
              side: settings.design.lang === 'he' ? 'left' : 'right',
            })
          }
        >
          Set up the tab
        </button>
      )}
      {on && teaser && (
        <div className="ed-grid">
          <TextControl path="design.teaser.label" label="Tab text" maxLength={60} />
          <SelectControl path="design.teaser.mode" label="Shown" options={TEASER_MODE_CHOICES} />
          <SelectControl
            path="design.teaser.side"
            label="Side of the page"
            options={[
              { value: 'left', label: 'Left' },
              { value: 'right', label: 'Right' },
            ]}
          />
        </div>
      )}
    </Section>
  );
}
