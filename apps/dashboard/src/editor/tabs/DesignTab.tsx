import { formatName, isInlineType, type PopupType } from '@beckon/core';
import { useEditor } from '../context.js';
import { ColorControl, FlagControl, NumberControl, Section, SelectControl, TextControl } from '../controls.js';
import { FontPicker } from './FontPicker.js';
import { SizeControls } from './SizeControls.js';
import { DateTimeControl } from '../DateTimeControl.js';
import { ENTRY_EFFECT_CHOICES, EXIT_EFFECT_CHOICES, TIMER_STYLE_CHOICES } from '../labels.js';
import { AfterSubmitSection } from './AfterSubmitSection.js';
import { ClosingSection } from './ClosingSection.js';
import { CouponSection } from './CouponSection.js';
import { SignupListsSection } from './SignupListsSection.js';

const DP = 'design_properties';
const VERTICAL = ['top', 'middle', 'bottom'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;
const WORD: Record<string, string> = { top: 'Top', middle: 'Middle', bottom: 'Bottom', left: 'left', center: 'centre', right: 'right' };

/** SPEC §2 positions a type can take: a bar is top or bottom, a side bar left or right. */
function locationsFor(type: PopupType) {
  const all = VERTICAL.flatMap((v) => HORIZONTAL.map((h) => ({ value: `${v}_${h}`, label: `${WORD[v]} ${WORD[h]}`, v, h })));
  if (type === 'bar')
    return all.filter((l) => l.v !== 'middle' && l.h === 'center').map((l) => ({ ...l, label: l.v === 'top' ? 'Top of the page' : 'Bottom of the page' }));
  if (type === 'bside')
    return all.filter((l) => l.v === 'middle' && l.h !== 'center').map((l) => ({ ...l, label: l.h === 'left' ? 'Left side' : 'Right side' }));
  return all;
}

/** The theme's colours, corners and font, as CSS variables of the pop-up. */
function ThemeSection() {
  return (
    <Section title="Colours and type">
      <div className="ed-grid">
        <ColorControl path="design.theme.background" label="Background" />
        <ColorControl path="design.theme.text" label="Text" />
        <ColorControl path="design.theme.accent" label="Buttons and accents" />
        <ColorControl path="design.theme.accent_text" label="Button text" />
        <ColorControl path="design.theme.overlay" label="Page overlay" hint="Behind lightbox, full-page and gamified pop-ups; rgba() for transparency." />
        <NumberControl path="design.theme.radius" label="Corner radius" unit="px" min={0} max={64} empty={0} />
      </div>
      <FontPicker />
    </Section>
  );
}

export function DesignTab() {
  const { type, format } = useEditor();
  return (
    <div>
      <ThemeSection />
      <Section title="Position and size" description={`${formatName(type, format)}.`}>
        <div className="ed-grid">
          {!isInlineType(type) && (
            <SelectControl path={`${DP}.poptin_location`} label="Position on the page" options={locationsFor(type)} emptyLabel="The type's usual place" />
          )}
          {isInlineType(type) && (
            <NumberControl
              path="field_poptin_height"
              label="Height reserved in the page"
              unit="px"
              min={0}
              max={5000}
              hint="The container keeps this space from the first paint, so the page does not jump."
            />
          )}
          <SizeControls type={type} format={format} />
        </div>
      </Section>
      <Section title="Effects">
        <div className="ed-grid">
          <SelectControl path={`${DP}.poptin_design_entry_effect`} label="Entry" options={ENTRY_EFFECT_CHOICES} emptyLabel="Default (fade in)" />
          <SelectControl path={`${DP}.poptin_design_exit_effect`} label="Exit" options={EXIT_EFFECT_CHOICES} emptyLabel="Default (fade out, sinking)" />
        </div>
      </Section>
      <ClosingSection />
      <Section title="Timer" description="Countdown blocks without their own end count down to this; reaching zero closes the pop-up.">
        <div className="ed-grid">
          <DateTimeControl path={`${DP}.timer`} label="Offer ends" />
          <SelectControl path={`${DP}.timer_ver`} label="Timer look" options={TIMER_STYLE_CHOICES} emptyLabel="Boxes (default)" />
        </div>
      </Section>
      <CouponSection />
      <AfterSubmitSection />
      <Section title="Form">
        <FlagControl path={`${DP}.field_checkbox_required`} label="Consent box must be ticked" hint="Applies to every consent field of the form." />
        <FlagControl
          path={`${DP}.field_checkbox_default_marked`}
          label="Consent box ticked at first"
          hint="Some privacy laws (GDPR) do not accept a pre-ticked box as consent."
        />
        <FlagControl path={`${DP}.captcha`} label="Ask for a human check before the submit" hint="Needs the server's captcha provider (BECKON_CAPTCHA_*)." />
        <TextControl path="poptin_fields" label="Tag added to this pop-up's leads" />
        <FlagControl path="if_poptin_credit" label="Show the “Powered by Beckon” credit" />
      </Section>
      <SignupListsSection />
    </div>
  );
}
