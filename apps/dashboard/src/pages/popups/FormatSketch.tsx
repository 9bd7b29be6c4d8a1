import { formatLayoutWords, type FormatEntry } from '@beckon/core';

/** The format in words (core's, as the editor says it), for its card and for screen readers. */
export function formatDescription(entry: FormatEntry): string {
  return `${formatLayoutWords(entry)}, text ${entry.align === 'center' ? 'centred' : 'aligned to the start'}`;
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
