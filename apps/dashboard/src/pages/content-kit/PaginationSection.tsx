import { PAGE_PLACEHOLDER, PAGINATION_LINKS_MAX, PAGINATION_MAX_PAGES, PAGINATION_OFFSET_MAX_PX, PAGINATION_SCROLL_MS } from '@beckon/core';
import { Check, NumberField, PartSection, TextField, type PartProps } from './kit-controls.js';
import type { KitForm } from './kit-form.js';

type Pagination = KitForm['pagination'];

/**
 * Why the preview cannot load pages: its sample page is a document of its own with no address
 * (an opaque origin, so it never reaches the dashboard's session), and the kit fetches pages only
 * from the page's own site. Shown in the section and beside the preview.
 */
export const PAGINATION_PREVIEW_NOTE =
  'In the preview the page links only show how they will look: its sample page has no address of its own, and the kit fetches pages only from the page’s own site. On your site, a click loads the page in place.';

/** Post-grid pagination: the addresses of the pages, how many there are, and how the grid is scrolled to. */
export function PaginationSection({ value, onChange, problems }: PartProps<Pagination>) {
  return (
    <PartSection
      id="kit-pagination"
      title="Post-grid pagination"
      about="Loads the next page of your list of posts in place when a page link is clicked, and keeps the address, back and forward right. Your server still writes every page: without the script, the links are plain links."
      enabled={value.enabled}
      onToggle={(enabled) => onChange({ enabled })}
    >
      <div className="grid-fields">
        <TextField
          label="Address of page N"
          hint={`${PAGE_PLACEHOLDER} where the number goes`}
          placeholder={`/blog/page/${PAGE_PLACEHOLDER}/`}
          value={value.url}
          onChange={(url) => onChange({ url })}
          path="pagination.url"
          problems={problems}
        />
        <TextField
          label="Address of page 1"
          hint={`empty: the address above with 1 for ${PAGE_PLACEHOLDER}`}
          placeholder="/blog/"
          value={value.first}
          onChange={(first) => onChange({ first })}
          path="pagination.first"
          problems={problems}
        />
        <TextField
          label="Fragment address"
          hint="optional: one that answers with the grid alone; empty: each page’s own address, the grid taken out of it"
          placeholder={`/blog/page/${PAGE_PLACEHOLDER}/?fragment=1`}
          value={value.fragment}
          onChange={(fragment) => onChange({ fragment })}
          path="pagination.fragment"
          problems={problems}
        />
        <NumberField
          label="Pages in all"
          unit="empty: as many as your links name, then more until a “no-post” answer"
          min={1}
          max={PAGINATION_MAX_PAGES}
          value={value.total}
          onChange={(total) => onChange({ total })}
          path="pagination.total"
          problems={problems}
        />
        <NumberField
          label="Page numbers shown"
          unit={`1–${PAGINATION_LINKS_MAX}`}
          min={1}
          max={PAGINATION_LINKS_MAX}
          value={value.links}
          onChange={(links) => onChange({ links })}
          path="pagination.links"
          problems={problems}
        />
        <NumberField
          label="Space above the posts after a click"
          unit="px, your fixed header’s height and more"
          min={0}
          max={PAGINATION_OFFSET_MAX_PX}
          value={value.offset}
          onChange={(offset) => onChange({ offset })}
          path="pagination.offset"
          problems={problems}
        />
        <Check label={`Smooth scroll to the new page (${PAGINATION_SCROLL_MS / 1000} s)`} checked={value.smooth} onChange={(smooth) => onChange({ smooth })} />
        <p className="hint span-2">{PAGINATION_PREVIEW_NOTE}</p>
      </div>
    </PartSection>
  );
}
