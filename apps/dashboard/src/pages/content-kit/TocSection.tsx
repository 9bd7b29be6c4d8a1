import { TOC_OFFSET_MIN, TOC_SHOW_MORE_MAX } from '@beckon/core';
import { Check, describedBy, DevicesField, NumberField, PartSection, Problem, type PartProps } from './kit-controls.js';
import type { KitForm } from './kit-form.js';

type Toc = KitForm['toc'];
const LEVELS = [1, 2, 3, 4, 5, 6];

function LevelsField({ value, onChange, problems }: PartProps<Toc>) {
  const toggle = (level: number, on: boolean) => onChange({ levels: LEVELS.filter((l) => (l === level ? on : value.levels.includes(l))) });
  return (
    <fieldset className="days span-2" aria-describedby={describedBy(problems, 'toc.levels')}>
      <legend>Headings to list</legend>
      {LEVELS.map((level) => (
        <Check key={level} label={`h${level}`} checked={value.levels.includes(level)} onChange={(on) => toggle(level, on)} />
      ))}
      <Problem path="toc.levels" problems={problems} />
    </fieldset>
  );
}

/** The table of contents: which headings, how it opens, whether it sticks, how it scrolls. */
export function TocSection(props: PartProps<Toc>) {
  const { value, onChange, problems } = props;
  return (
    <PartSection
      id="kit-toc"
      title="Table of contents"
      about="Lists the article’s headings as links, with a toggle to fold it away."
      enabled={value.enabled}
      onToggle={(enabled) => onChange({ enabled })}
    >
      <div className="grid-fields">
        <label className="span-2">
          Title <span className="optional">(empty: “Contents”)</span>
          <input value={value.title} maxLength={120} onChange={(e) => onChange({ title: e.target.value })} />
        </label>
        <LevelsField {...props} />
        <Check label="Folded at first" checked={value.hidden} onChange={(hidden) => onChange({ hidden })} />
        <Check label="Smooth scroll to a heading" checked={value.smooth} onChange={(smooth) => onChange({ smooth })} />
        <DevicesField legend="Folded at first on" hint="a visitor’s own choice wins" value={value.hiddenOn} onChange={(hiddenOn) => onChange({ hiddenOn })} />
        <DevicesField
          legend="Sticky on"
          hint="stays in view while the article scrolls by"
          value={value.stickyOn}
          onChange={(stickyOn) => onChange({ stickyOn })}
        />
        {value.stickyOn.length > 0 && (
          <NumberField
            label="Space above the sticky table"
            unit="px"
            min={0}
            max={1000}
            value={value.stickyOffset}
            onChange={(stickyOffset) => onChange({ stickyOffset })}
            path="toc.stickyOffset"
            problems={problems}
          />
        )}
        <NumberField
          label={`Scroll offset, used above ${TOC_OFFSET_MIN}`}
          unit="px, your fixed header’s height"
          min={0}
          max={1000}
          value={value.scrollOffset}
          onChange={(scrollOffset) => onChange({ scrollOffset })}
          path="toc.scrollOffset"
          problems={problems}
        />
        <NumberField
          label="Entries before “Show more”"
          unit="0: all"
          min={0}
          max={TOC_SHOW_MORE_MAX}
          value={value.showMore}
          onChange={(showMore) => onChange({ showMore })}
          path="toc.showMore"
          problems={problems}
        />
      </div>
    </PartSection>
  );
}
