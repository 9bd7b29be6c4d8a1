import { isOn, type ScreenName } from '@beckon/core';
import { useEditor } from '../context.js';
import { FlagControl, Section } from '../controls.js';
import { ContentTab } from './ContentTab.js';

/** SPEC §3 switch_mobile_editor: phones get their own screens (design.mobile) instead of the desktop ones. */
export function MobileTab({ screen, onScreen }: { screen: ScreenName; onScreen: (s: ScreenName) => void }) {
  const { settings, set } = useEditor();
  const on = isOn(settings.design_properties?.switch_mobile_editor);
  const mobile = settings.design.mobile;
  return (
    <div>
      <Section title="Mobile design" description="Off: phones show the same screens as desktops, laid out for the small screen.">
        <FlagControl path="design_properties.switch_mobile_editor" label="Use a separate design on phones" />
        {on && !mobile && (
          <button type="button" className="primary" onClick={() => set('design.mobile', { screens: structuredClone(settings.design.screens) })}>
            Start from the desktop screens
          </button>
        )}
        {!on && mobile && <p className="ed-hint">The phone design is kept but not used while this is off.</p>}
      </Section>
      {on && mobile && <ContentTab base="design.mobile" screen={screen} onScreen={onScreen} />}
    </div>
  );
}
