import { MASTODON_DEFAULT_INSTANCE } from '@beckon/core';
import { useSites } from '../../api/hooks.js';
import { Check, describedBy, NumberField, PartSection, Problem, type PartProps } from './kit-controls.js';
import type { KitForm } from './kit-form.js';
import { ServicePicker } from './ServicePicker.js';

type Share = KitForm['share'];

/** Counts are kept per site: the owner picks which of their sites the bar counts for. */
function CountsField({ value, onChange, problems }: PartProps<Share>) {
  const sites = useSites();
  return (
    <>
      <Check label="Show share counts" checked={value.counts} onChange={(counts) => onChange({ counts })} />
      {value.counts && (
        <label>
          Count for the site
          <select
            value={value.clientId}
            onChange={(e) => onChange({ clientId: e.target.value })}
            aria-invalid={describedBy(problems, 'share.clientId') ? true : undefined}
            aria-describedby={describedBy(problems, 'share.clientId')}
          >
            <option value="">{sites.isPending ? 'Loading your sites…' : 'Choose a site'}</option>
            {(sites.data ?? []).map((site) => (
              <option key={site.client_id} value={site.client_id}>
                {site.name}
              </option>
            ))}
          </select>
          <Problem path="share.clientId" problems={problems} />
          {sites.data?.length === 0 && <span className="hint">Add a site on the Sites page first.</span>}
        </label>
      )}
    </>
  );
}

/** The share bar: its services in order, its layout, the device's dialog, counts, Mastodon. */
export function ShareSection(props: PartProps<Share>) {
  const { value, onChange, problems } = props;
  return (
    <PartSection
      id="kit-share"
      title="Share bar"
      about="Buttons that share the page on networks, messaging apps, by email, or ask an AI assistant to summarise it."
      enabled={value.enabled}
      onToggle={(enabled) => onChange({ enabled })}
    >
      <div className="grid-fields">
        <ServicePicker value={value.services} onChange={(services) => onChange({ services })} problems={problems} />
        <fieldset className="days span-2">
          <legend>Layout</legend>
          {(['horizontal', 'vertical'] as const).map((layout) => (
            <label key={layout} className="check">
              <input type="radio" name="kit-share-layout" checked={value.layout === layout} onChange={() => onChange({ layout })} />
              {layout === 'horizontal' ? 'In a row, where you paste it' : 'Down the side of the page'}
            </label>
          ))}
        </fieldset>
        {value.layout === 'vertical' && (
          <>
            <NumberField
              label="Distance from the edge"
              unit="px"
              min={-400}
              max={400}
              value={value.offset}
              onChange={(offset) => onChange({ offset })}
              path="share.offset"
              problems={problems}
            />
            <Check label="Slid away at first" checked={value.hidden} onChange={(hidden) => onChange({ hidden })} />
          </>
        )}
        <Check label="A “More” button listing every service" checked={value.more} onChange={(more) => onChange({ more })} />
        <Check label="Offer the device’s own share dialog" checked={value.native} onChange={(native) => onChange({ native })} />
        <CountsField {...props} />
        <label>
          Mastodon server <span className="optional">(empty: {MASTODON_DEFAULT_INSTANCE})</span>
          <input
            value={value.mastodon}
            maxLength={253}
            onChange={(e) => onChange({ mastodon: e.target.value })}
            aria-invalid={describedBy(problems, 'share.mastodon') ? true : undefined}
            aria-describedby={describedBy(problems, 'share.mastodon')}
          />
          <Problem path="share.mastodon" problems={problems} />
        </label>
      </div>
    </PartSection>
  );
}
