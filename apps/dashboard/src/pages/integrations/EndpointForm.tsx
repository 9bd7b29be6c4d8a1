import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { INTEGRATION_EVENTS, type IntegrationEventName, type IntegrationKind } from '@beckon/core';
import { INTEGRATION_LIMITS } from '@beckon/core/api';
import type { PopupSummary } from '../../api/types.js';
import { EVENT_LABELS } from './words.js';
import { FormActions } from '../../components/FormActions.js';

export interface EndpointValues {
  kind: IntegrationKind;
  name: string;
  url: string;
  events: IntegrationEventName[];
  /** only these pop-ups' leads; none ticked: every pop-up of the site */
  popups: string[];
}

interface EndpointFormProps {
  idPrefix: string;
  title: string;
  initial: EndpointValues;
  /** the site's pop-ups, to limit conversions to some */
  popups: PopupSummary[];
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: EndpointValues) => void;
  onCancel?: () => void;
}

interface AudienceProps {
  id: (name: string) => string;
  events: UseFormRegisterReturn;
  popups: UseFormRegisterReturn;
  eventsError?: string | undefined;
  sitePopups: PopupSummary[];
}

/** The events' rule, the same on every kind's form. */
export const atLeastOneEvent = (v: IntegrationEventName[]) => v.length > 0 || 'Choose at least one moment to send on.';

/** What an integration is sent: which moments, and which pop-ups' leads. Shared by every kind's form. */
export function AudienceFields({ id, events, popups, eventsError, sitePopups }: AudienceProps) {
  return (
    <>
      <fieldset className="span-2" aria-describedby={id('events-error')}>
        <legend>Send when</legend>
        {INTEGRATION_EVENTS.map((event) => (
          <label key={event} className="check">
            <input type="checkbox" value={event} {...events} />
            {EVENT_LABELS[event]}
          </label>
        ))}
        <span id={id('events-error')} className="field-error">
          {eventsError}
        </span>
      </fieldset>
      {sitePopups.length > 0 && (
        <fieldset className="span-2">
          <legend>Leads from</legend>
          <p className="hint">None ticked: every pop-up of this site.</p>
          {sitePopups.map((popup) => (
            <label key={popup.poptin_id} className="check">
              <input type="checkbox" value={popup.poptin_id} {...popups} />
              {popup.name}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

/** An endpoint's address, name and what it is sent; the same form adds and edits. */
export function EndpointForm({ idPrefix, title, initial, popups, submitLabel, pendingLabel, pending, onSubmit, onCancel }: EndpointFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EndpointValues>({ defaultValues: initial });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      aria-labelledby={id('title')}
      onSubmit={handleSubmit((values) => onSubmit({ ...values, name: values.name.trim(), url: values.url.trim() }))}
      noValidate
    >
      <h3 id={id('title')}>{title}</h3>
      <div className="grid-fields">
        <label>
          Name <span className="optional">(only you see it)</span>
          <input
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={id('name-error')}
            {...register('name', {
              validate: (v) => v.trim().length > 0 || 'Give the endpoint a name.',
              maxLength: { value: INTEGRATION_LIMITS.name, message: `Keep the name under ${INTEGRATION_LIMITS.name} characters.` },
            })}
          />
          <span id={id('name-error')} className="field-error">
            {errors.name?.message}
          </span>
        </label>
        <label className="span-2">
          Endpoint address
          <input
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/beckon"
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={id('url-error')}
            {...register('url', {
              validate: (v) => /^https?:\/\/\S+$/i.test(v.trim()) || 'Enter the full address, starting with https://.',
              maxLength: { value: INTEGRATION_LIMITS.url, message: `Keep the address under ${INTEGRATION_LIMITS.url} characters.` },
            })}
          />
          <span id={id('url-error')} className="field-error">
            {errors.url?.message}
          </span>
        </label>
        <AudienceFields
          id={id}
          events={register('events', { validate: atLeastOneEvent })}
          popups={register('popups')}
          eventsError={errors.events?.message}
          sitePopups={popups}
        />
      </div>
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
