import { CAROUSEL_AUTOPLAY_MAX_MS, CAROUSEL_AUTOPLAY_MIN_MS, CAROUSEL_SLIDES_MAX } from '@beckon/core';
import { Check, NumberField, PartSection, type PartProps } from './kit-controls.js';
import type { KitForm } from './kit-form.js';

type Carousel = KitForm['carousel'];
const DEVICES = [
  ['desktop', 'Slides on desktops'],
  ['tablet', 'Slides on tablets'],
  ['mobile', 'Slides on phones'],
] as const;

/** The carousel: slides in view per device, going round, and moving on by itself. */
export function CarouselSection({ value, onChange, problems }: PartProps<Carousel>) {
  return (
    <PartSection
      id="kit-carousel"
      title="Carousel"
      about="Turns a list of your own (related articles, say) into a row of slides with previous and next buttons, swipe and keys."
      enabled={value.enabled}
      onToggle={(enabled) => onChange({ enabled })}
    >
      <div className="grid-fields">
        {DEVICES.map(([device, label]) => (
          <NumberField
            key={device}
            label={label}
            min={1}
            max={CAROUSEL_SLIDES_MAX}
            value={value[device]}
            onChange={(count) => onChange({ [device]: count })}
            path={`carousel.${device}`}
            problems={problems}
          />
        ))}
        <Check label="Go round from the last slide to the first" checked={value.loop} onChange={(loop) => onChange({ loop })} />
        <Check label="Move on by itself (never for visitors who prefer less motion)" checked={value.autoplay} onChange={(autoplay) => onChange({ autoplay })} />
        {value.autoplay && (
          <NumberField
            label="Seconds between moves"
            unit={`${CAROUSEL_AUTOPLAY_MIN_MS / 1000}–${CAROUSEL_AUTOPLAY_MAX_MS / 1000}`}
            min={CAROUSEL_AUTOPLAY_MIN_MS / 1000}
            max={CAROUSEL_AUTOPLAY_MAX_MS / 1000}
            value={value.seconds}
            onChange={(seconds) => onChange({ seconds })}
            path="carousel.seconds"
            problems={problems}
          />
        )}
      </div>
    </PartSection>
  );
}
