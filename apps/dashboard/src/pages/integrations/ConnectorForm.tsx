import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ConnectorKind } from '@beckon/core';
import type { PopupSummary } from '../../api/types.js';
import { ApiKeyField, BrevoFields, FieldMapRows, GenericFields, KlaviyoFields, MailchimpFields } from './ConnectorFields.js';
import { connectorResolver, settingsFromValues, type ConnectorValues } from './connector-values.js';
import { AudienceFields } from './EndpointForm.js';
import { KEY_HINTS, KIND_LABELS } from './words.js';
import { FormActions } from '../../components/FormActions.js';

/** What the page does with a saved form: the integration's name and audience, and the settings for the server. */
export interface ConnectorSubmit {
  name: string;
  events: ConnectorValues['events'];
  popups: string[];
  settings: Record<string, unknown>;
}

interface ConnectorFormProps {
  kind: ConnectorKind;
  idPrefix: string;
  title: string;
  initial: ConnectorValues;
  popups: PopupSummary[];
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: ConnectorSubmit) => void;
  onCancel?: () => void;
}

/**
 * Issue 21: an email-service connector's form, one per kind (Mailchimp, Brevo, Klaviyo, a generic
 * URL), checked as typed with the server's own settings rules; the same form adds and edits.
 */
export function ConnectorForm({ kind, idPrefix, title, initial, popups, submitLabel, pendingLabel, pending, onSubmit, onCancel }: ConnectorFormProps) {
  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<ConnectorValues>({ defaultValues: initial, resolver: connectorResolver(kind), mode: 'onChange' });
  // A row's input changes the whole list's setting, whose fault is shown under the list: check the list.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('fieldMap.')) void trigger('fieldMap');
      else if (name?.startsWith('headers.')) void trigger('headers');
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const part = { id, register, errors };
  const submit = handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), events: values.events, popups: values.popups, settings: settingsFromValues(kind, values) }),
  );
  return (
    <form aria-labelledby={id('title')} onSubmit={submit} noValidate data-kind={kind}>
      <h3 id={id('title')}>{title}</h3>
      <div className="grid-fields">
        <label>
          Name <span className="optional">(only you see it)</span>
          <input aria-invalid={errors.name ? true : undefined} aria-describedby={id('name-error')} {...register('name')} placeholder={KIND_LABELS[kind]} />
          <span id={id('name-error')} className="field-error">
            {errors.name?.message}
          </span>
        </label>
        {kind !== 'generic' && <ApiKeyField {...part} kept={watch('keyKept')} masked={initial.apiKey} hint={KEY_HINTS[kind]} setValue={setValue} />}
        {kind === 'mailchimp' && <MailchimpFields {...part} />}
        {kind === 'brevo' && <BrevoFields {...part} doubleOptIn={watch('doubleOptIn')} />}
        {kind === 'klaviyo' && <KlaviyoFields {...part} />}
        {kind === 'generic' && <GenericFields {...part} control={control} />}
        <FieldMapRows {...part} kind={kind} control={control} />
        <AudienceFields id={id} events={register('events')} popups={register('popups')} eventsError={errors.events?.message} sitePopups={popups} />
      </div>
      {errors.root?.message && <p className="field-error">{errors.root.message}</p>}
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
