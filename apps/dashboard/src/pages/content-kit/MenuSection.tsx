import { MENU_BREAKPOINT_MAX_PX, MENU_BREAKPOINT_MIN_PX } from '@beckon/core';
import { NumberField, PartSection, type PartProps } from './kit-controls.js';
import { MENU_DEVICE_WIDTHS, type KitForm } from './kit-form.js';

type Menu = KitForm['menu'];

/** The mobile menu: the widest screen on which the site's links fold behind a toggle. */
export function MenuSection({ value, onChange, problems }: PartProps<Menu>) {
  return (
    <PartSection
      id="kit-menu"
      title="Mobile menu"
      about="Folds your site’s navigation behind a Menu button on small screens; your links stay as they are elsewhere."
      enabled={value.enabled}
      onToggle={(enabled) => onChange({ enabled })}
    >
      <div className="grid-fields">
        <label>
          Fold the links on
          <select value={value.breakpoint} onChange={(e) => onChange({ breakpoint: e.target.value as Menu['breakpoint'] })}>
            <option value="mobile">Phones (up to {MENU_DEVICE_WIDTHS.mobile} px)</option>
            <option value="tablet">Phones and tablets (up to {MENU_DEVICE_WIDTHS.tablet} px)</option>
            <option value="width">Screens up to a width of my own</option>
          </select>
        </label>
        {value.breakpoint === 'width' && (
          <NumberField
            label="Widest screen that folds"
            unit="px"
            min={MENU_BREAKPOINT_MIN_PX}
            max={MENU_BREAKPOINT_MAX_PX}
            value={value.width}
            onChange={(width) => onChange({ width })}
            path="menu.width"
            problems={problems}
          />
        )}
      </div>
    </PartSection>
  );
}
