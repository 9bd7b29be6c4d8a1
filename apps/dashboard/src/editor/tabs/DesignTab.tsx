import { BACKGROUND_CLICK_RECHECK_MS, formatEntry, isInlineType, isOn, THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS, type PopupType } from '@beckon/core';
import { useEditor } from '../context.js';
import { ColorControl, FlagControl, NumberControl, Section, SelectControl, TextControl } from '../controls.js';
import { DateTimeControl } from '../DateTimeControl.js';
import { CLOSE_OPTIONS, ENTRY_EFFECT_CHOICES, EXIT_EFFECT_CHOICES, TIMER_STYLE_CHOICES } from '../labels.js';

const DP = 'design_properties';
const VERTICAL = ['top', 'middle', 'bottom'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;
const WORD: Record<string, string> = { top: 'Top', middle: 'Middle', bottom: 'Bottom', left: 'left', center: 'centre', right: 'right' };

/** SPEC §2 positions a type can take: a bar is top or bottom, a side bar left or right. */
function locationsFor(type: PopupType) {
  const all = VERTICAL.flatMap((v) => HORIZONTAL.map((h) => ({ value: `${v}_${h}`, label: `${WORD[v]} ${WORD[h]}`, v, h })));
  if (type === 'bar') return all.filter((l) => l.v !== 'middle' && l.h === 'center').map((l) => ({ ...l, label: l.v === 'top' ? 'Top of the page' : 'Bottom of the page' }));
  if (type === 'bside') return all.filter((l) => l.v === 'middle' && l.h !== 'center').map((l) => ({ ...l, label: l.h === 'left' ? 'Left side' : 'Right side' }));
  return all;
}

const FONTS = [
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  'Georgia, "Times New Roman", serif',
  '"Helvetica Neue", Arial, sans-serif',
  'ui-monospace, Menlo, Consolas, monospace',
];

export function DesignTab() {
  const { type, format, settings } = useEditor();
  const props = settings.design_properties ?? {};
  const entry = formatEntry(type, format);
  const size = (d: number | string) => (typeof d === 'number' ? `${d} px` : d);
  return (
    <div>
      <Section title="Colours and type">
        <div className="ed-grid">
          <ColorControl path="design.theme.background" label="Background" />
          <ColorControl path="design.theme.text" label="Text" />
          <ColorControl path="design.theme.accent" label="Buttons and accents" />
          <ColorControl path="design.theme.accent_text" label="Button text" />
          <ColorControl path="design.theme.overlay" label="Page overlay" hint="Behind lightbox, full-page and gamified pop-ups; rgba() for transparency." />
          <NumberControl path="design.theme.radius" label="Corner radius" unit="px" min={0} max={64} empty={0} />
        </div>
        <TextControl path="design.theme.font" list="ed-fonts" label="Font (CSS font stack)" hint="The visitor's browser must have the font; a stack names fallbacks." />
        <datalist id="ed-fonts">{FONTS.map((f) => <option key={f} value={f} />)}</datalist>
      </Section>
      <Section title="Position and size" description={`${type} ${format.replace('_', ' ')}: ${entry.orientation}, picture ${entry.media === 'none' ? 'none' : entry.media}, ${size(entry.width)} × ${size(entry.height)}.`}>
        <div className="ed-grid">
          {!isInlineType(type) && <SelectControl path={`${DP}.poptin_location`} label="Position on the page" options={locationsFor(type)} emptyLabel="The type's usual place" />}
          {isInlineType(type) && <NumberControl path="field_poptin_height" label="Height reserved in the page" unit="px" min={0} max={5000} hint="The container keeps this space from the first paint, so the page does not jump." />}
        </div>
      </Section>
      <Section title="Effects">
        <div className="ed-grid">
          <SelectControl path={`${DP}.poptin_design_entry_effect`} label="Entry" options={ENTRY_EFFECT_CHOICES} emptyLabel="Default (fade in)" />
          <SelectControl path={`${DP}.poptin_design_exit_effect`} label="Exit" options={EXIT_EFFECT_CHOICES} emptyLabel="Default (fade out, sinking)" />
        </div>
      </Section>
      <Section title="Closing">
        <div className="ed-grid">
          {/* The one close setting: the server's first paint is drawn by the same view as the live pop-up, so a separate
              x_close_button switch (SPEC §3 lists it; stored records may carry it) could only contradict this one. */}
          <SelectControl path={`${DP}.poptin_design_close_options_type`} label="Close control" options={CLOSE_OPTIONS} />
          <TextControl path={`${DP}.poptin_design_show_x_comment`} label="Note beside the close button" hint="Shown when the close button is hovered or focused." />
          <NumberControl path={`${DP}.poptin_design_show_x_after_sec`} label="Closing allowed after" unit="s" min={0} hint="The close control counts down first." />
        </div>
        <FlagControl path={`${DP}.poptin_design_auto_close`} label="Close on its own" />
        {isOn(props.poptin_design_auto_close) && <NumberControl path={`${DP}.poptin_design_auto_close_sec`} label="Close after" unit="s" min={1} />}
        <FlagControl path={`${DP}.poptin_design_close_on_screen_click`} label="Close when the page behind is clicked" hint={`Closes ${BACKGROUND_CLICK_RECHECK_MS / 1000} s after the click, unless the visitor has started filling in the form.`} />
        <FlagControl path={`${DP}.poptin_design_content_lock`} label="Content lock: no way out but the form" />
      </Section>
      <Section title="Timer" description="Countdown blocks without their own end count down to this; reaching zero closes the pop-up.">
        <div className="ed-grid">
          <DateTimeControl path={`${DP}.timer`} label="Offer ends" />
          <SelectControl path={`${DP}.timer_ver`} label="Timer look" options={TIMER_STYLE_CHOICES} emptyLabel="Boxes (default)" />
        </div>
      </Section>
      <Section title="Coupon" description="Coupon blocks without their own code show this one.">
        <div className="ed-grid">
          <TextControl path={`${DP}.coupon.code`} label="Coupon code" />
          <TextControl path={`${DP}.coupon.coupon_type`} label="Coupon type" hint="Your store's kind of discount, kept with the coupon." />
        </div>
      </Section>
      <Section title="After the submit">
        <FlagControl path={`${DP}.poptin_design_thank_screen`} label="Show the thank-you screen" hint="Otherwise the button says “Sent successfully!” and the pop-up closes." />
        {isOn(props.poptin_design_thank_screen) && (
          <>
            <FlagControl path={`${DP}.poptin_design_thank_screen_auto_close`} label="Close the thank-you screen on its own" />
            {isOn(props.poptin_design_thank_screen_auto_close) && (
              <NumberControl path={`${DP}.poptin_design_thank_screen_auto_close_sec`} label="Close it after" unit="s" min={1} hint={`Empty: ${THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS / 1000} s.`} />
            )}
          </>
        )}
        <FlagControl path={`${DP}.poptin_design_redirect`} label="Go to another page" />
        {isOn(props.poptin_design_redirect) && (
          <>
            <TextControl path={`${DP}.poptin_design_redirect_url`} label="Address" dir="ltr" placeholder="https://… or tel:…" hint="No scheme gets http://; tel:, sms: and mailto: are kept; digits alone become a phone link." />
            <FlagControl path={`${DP}.poptin_design_redirect_send_form_data`} label="Pass the form's answers to that page" />
          </>
        )}
        {type === 'gamified' && <FlagControl path={`${DP}.disable_post_play_screen`} label="No screen after the game" />}
      </Section>
      <Section title="Form">
        <FlagControl path={`${DP}.field_checkbox_required`} label="Consent box must be ticked" hint="Applies to every consent field of the form." />
        <FlagControl path={`${DP}.field_checkbox_default_marked`} label="Consent box ticked at first" hint="Some privacy laws (GDPR) do not accept a pre-ticked box as consent." />
        <FlagControl path={`${DP}.captcha`} label="Ask for a human check before the submit" hint="Needs the server's captcha provider (BECKON_CAPTCHA_*)." />
        <TextControl path="poptin_fields" label="Tag added to this pop-up's leads" />
        <FlagControl path="if_poptin_credit" label="Show the “Powered by Beckon” credit" />
      </Section>
    </div>
  );
}
