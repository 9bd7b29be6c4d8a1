import type { FormatEntry } from '@beckon/core';

const MEDIA_WORDS: Record<FormatEntry['media'], string> = {
  none: 'no image',
  left: 'image on the left',
  right: 'image on the right',
  top: 'image on top',
  bottom: 'image below',
  background: 'image behind',
};

/** The format in words, for its card and for screen readers. */
export function formatDescription(entry: FormatEntry): string {
  return `${MEDIA_WORDS[entry.media]}, ${entry.fields === 'inline' ? 'fields in a row' : 'fields stacked'}, ${entry.align === 'center' ? 'centred' : 'aligned to the start'}`;
}

/** A thumbnail of a catalogue entry's layout: where the image, the text and the form go. */
export function FormatSketch({ entry }: { entry: FormatEntry }) {
  const className = [
    'sketch',
    `sketch-${entry.type}`,
    `media-${entry.media}`,
    `fields-${entry.fields}`,
    `align-${entry.align}`,
    `orient-${entry.orientation}`,
  ].join(' ');
  return (
    <span className={className} aria-hidden="true">
      {entry.media !== 'none' && <span className="sk-media" />}
      <span className="sk-body">
        <span className="sk-line wide" />
        <span className="sk-line" />
        <span className="sk-form">
          <span className="sk-field" />
          <span className="sk-button" />
        </span>
      </span>
    </span>
  );
}
