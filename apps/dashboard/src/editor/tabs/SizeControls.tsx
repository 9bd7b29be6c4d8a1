import { defaultHeightOf, defaultWidthOf, formatEntry, isInlineType, SIZE_LIMITS, type PopupFormat, type PopupType } from '@beckon/core';
import { useEditor } from '../context.js';
import { NumberControl, SelectControl } from '../controls.js';
import { getIn } from '../model.js';

const WIDTH = 'design.layout.width';
const HEIGHT = 'field_poptin_height';
const PAGE = 'design.layout.page';

const PAGE_CHOICES = [
  { value: 'push', label: 'Push the page down (or up, at the bottom)' },
  { value: 'cover', label: 'Cover the page' },
];

/**
 * Width and height within the type's limits (core's SIZE_LIMITS), the format's own size shown
 * while none is chosen, and a reset to it; a bar's effect on the page. Inline types keep their
 * reserved height (DesignTab).
 */
export function SizeControls({ type, format }: { type: PopupType; format: PopupFormat | string }) {
  const { settings, set } = useEditor();
  const limits = SIZE_LIMITS[type];
  const entry = formatEntry(type, format);
  const width = defaultWidthOf(entry);
  const height = defaultHeightOf(entry);
  const chosen = (path: string) => {
    const value = getIn(settings, path);
    return value !== undefined && value !== null && value !== '' && value !== 0;
  };
  const showsHeight = limits.height !== null && !isInlineType(type);
  const anyChosen = (limits.width !== null && chosen(WIDTH)) || (showsHeight && chosen(HEIGHT));
  return (
    <>
      {limits.width && (
        <NumberControl
          path={WIDTH}
          label="Width"
          unit="px"
          min={limits.width.min}
          max={limits.width.max}
          placeholder={width === null ? undefined : String(width)}
          hint={`From ${limits.width.min} to ${limits.width.max}; empty for the format's ${width ?? ''} px. A narrower screen still shows it whole.`}
        />
      )}
      {showsHeight && limits.height && (
        <NumberControl
          path={HEIGHT}
          label={type === 'bar' ? 'Height' : 'Least height'}
          unit="px"
          min={limits.height.min}
          max={limits.height.max}
          empty={undefined}
          placeholder={height === null ? 'fits content' : String(height)}
          hint={
            height === null
              ? `From ${limits.height.min} to ${limits.height.max}; empty to fit the content. Content that needs more still shows.`
              : `From ${limits.height.min} to ${limits.height.max}; empty for the format's ${height} px. Never more than 40% of the window.`
          }
        />
      )}
      {type === 'bar' && (
        <SelectControl
          path={PAGE}
          label="The page under the bar"
          options={PAGE_CHOICES}
          emptyLabel={`The format's choice (${entry.page === 'push' ? 'push the page' : 'cover the page'})`}
        />
      )}
      {anyChosen && (
        <div className="ed-field">
          <button
            type="button"
            className="ed-link"
            onClick={() => {
              set(WIDTH, undefined);
              set(HEIGHT, undefined);
            }}
          >
            Use the format's size
          </button>
        </div>
      )}
    </>
  );
}
