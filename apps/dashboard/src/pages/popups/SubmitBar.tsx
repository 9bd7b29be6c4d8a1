import type { PopupTemplate } from '@beckon/core';

interface SubmitBarProps {
  error: Error | null;
  pending: boolean;
  disabled: boolean;
  template: PopupTemplate | undefined;
  siteAddress: string | null;
}

/** A template's links to the site's pages, which wait for the site's address. */
const linksToSite = (template: PopupTemplate): boolean =>
  Object.values(template.design.screens).some((blocks) => blocks?.some((b) => b.kind === 'button' && b.action === 'link'));

/** The sticky bar that creates the draft, saying what it will be and what it cannot do yet. */
export function SubmitBar({ error, pending, disabled, template, siteAddress }: SubmitBarProps) {
  return (
    <div className="panel submit-bar">
      {error && (
        <p className="error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="primary" disabled={pending || disabled}>
        {pending ? 'Creating…' : 'Create draft and open the editor'}
      </button>
      <span className="muted small">
        {template ? `${template.name}: ` : ''}It stays a draft, shown to nobody, until you publish it.
        {template && !siteAddress && linksToSite(template)
          ? ' Its link buttons will close the pop-up until you set their pages in the editor: list your site’s domain on the Sites page first and they link to it.'
          : ''}
      </span>
    </div>
  );
}
