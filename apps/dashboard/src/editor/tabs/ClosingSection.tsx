import { BACKGROUND_CLICK_RECHECK_MS, isOn } from '@beckon/core';
import { useEditor } from '../context.js';
import { FlagControl, NumberControl, Section, SelectControl, TextControl } from '../controls.js';
import { CLOSE_OPTIONS } from '../labels.js';

const DP = 'design_properties';

/** How the visitor may close the pop-up, and when it closes on its own. */
export function ClosingSection() {
  const props = useEditor().settings.design_properties ?? {};
  return (
    <Section title="Closing">
      <div className="ed-grid">
        {/* The one close setting: the server's first paint is drawn by the same view as the live pop-up, so a separate
            x_close_button switch (SPEC §3 lists it; stored records may carry it) could only contradict this one. */}
        <SelectControl path={`${DP}.poptin_design_close_options_type`} label="Close control" options={CLOSE_OPTIONS} />
        <TextControl
          path={`${DP}.poptin_design_show_x_comment`}
          label="Note beside the close button"
          hint="Shown when the close button is hovered or focused."
        />
        <NumberControl
          path={`${DP}.poptin_design_show_x_after_sec`}
          label="Closing allowed after"
          unit="s"
          min={0}
          hint="The close control counts down first."
        />
      </div>
      <FlagControl path={`${DP}.poptin_design_auto_close`} label="Close on its own" />
      {isOn(props.poptin_design_auto_close) && <NumberControl path={`${DP}.poptin_design_auto_close_sec`} label="Close after" unit="s" min={1} />}
      <FlagControl
        path={`${DP}.poptin_design_close_on_screen_click`}
        label="Close when the page behind is clicked"
        hint={`Closes ${BACKGROUND_CLICK_RECHECK_MS / 1000} s after the click, unless the visitor has started filling in the form.`}
      />
      <FlagControl path={`${DP}.poptin_design_content_lock`} label="Content lock: no way out but the form" />
    </Section>
  );
}
