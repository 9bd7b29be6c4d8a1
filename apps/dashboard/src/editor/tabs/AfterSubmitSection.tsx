import { isOn, THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS } from '@beckon/core';
import { useEditor } from '../context.js';
import { FlagControl, NumberControl, Section, TextControl } from '../controls.js';

const DP = 'design_properties';

/** What follows a sent form: the thank-you screen and its closing, or a redirect. */
export function AfterSubmitSection() {
  const { type, settings } = useEditor();
  const props = settings.design_properties ?? {};
  return (
    <Section title="After the submit">
      <FlagControl
        path={`${DP}.poptin_design_thank_screen`}
        label="Show the thank-you screen"
        hint="Otherwise the button says “Sent successfully!” and the pop-up closes."
      />
      {isOn(props.poptin_design_thank_screen) && (
        <>
          <FlagControl path={`${DP}.poptin_design_thank_screen_auto_close`} label="Close the thank-you screen on its own" />
          {isOn(props.poptin_design_thank_screen_auto_close) && (
            <NumberControl
              path={`${DP}.poptin_design_thank_screen_auto_close_sec`}
              label="Close it after"
              unit="s"
              min={1}
              hint={`Empty: ${THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS / 1000} s.`}
            />
          )}
        </>
      )}
      <FlagControl path={`${DP}.poptin_design_redirect`} label="Go to another page" />
      {isOn(props.poptin_design_redirect) && (
        <>
          <TextControl
            path={`${DP}.poptin_design_redirect_url`}
            label="Address"
            dir="ltr"
            placeholder="https://… or tel:…"
            hint="No scheme gets http://; tel:, sms: and mailto: are kept; digits alone become a phone link."
          />
          <FlagControl path={`${DP}.poptin_design_redirect_send_form_data`} label="Pass the form's answers to that page" />
        </>
      )}
      {type === 'gamified' && <FlagControl path={`${DP}.disable_post_play_screen`} label="No screen after the game" />}
    </Section>
  );
}
