import { directionOf } from '@beckon/core';
import { useEditor } from '../context.js';
import { Section, SelectControl } from '../controls.js';

export function LanguageTab() {
  const { settings } = useEditor();
  const lang = settings.design.lang;
  return (
    <Section
      title="Language and direction"
      description="The language of the built-in texts (error messages, “Close”, “Copy”, timer units) and the reading direction."
    >
      <SelectControl
        path="design.lang"
        label="Language"
        options={[
          { value: 'en', label: 'English' },
          { value: 'he', label: 'Hebrew (עברית)' },
        ]}
      />
      <p className="ed-hint" data-testid="direction">
        Direction: {directionOf(lang) === 'rtl' ? 'right to left' : 'left to right'}. Your own texts are shown as you write them.
      </p>
    </Section>
  );
}
