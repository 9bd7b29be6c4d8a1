import { useFieldArray, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { GENERIC_FORMATS, GENERIC_METHODS, TEMPLATE_PLACEHOLDERS, type ConnectorKind } from '@beckon/core';
import type { ConnectorValues } from './connector-values.js';
import { MAPPING_WORDS } from './words.js';

/** Issue 21: the parts of a connector's form, one per kind of setting. */

export interface PartProps {
  id: (name: string) => string;
  register: UseFormRegister<ConnectorValues>;
  errors: FieldErrors<ConnectorValues>;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <span id={id} className="field-error">
      {message}
    </span>
  );
}

/** Invalid and described by its error, for a field of these names. */
function described(props: PartProps, name: keyof ConnectorValues) {
  return { 'aria-invalid': props.errors[name] ? true : undefined, 'aria-describedby': props.id(`${name}-error`) };
}

function TextField(props: PartProps & { name: 'listId' | 'listIds' | 'tags' | 'templateId' | 'redirectionUrl' | 'url'; label: string; hint?: string }) {
  const { id, register, errors, name, label, hint } = props;
  return (
    <label className={name === 'url' || name === 'redirectionUrl' ? 'span-2' : undefined}>
      {label}
      <input
        {...(name === 'url' || name === 'redirectionUrl' ? { type: 'url', inputMode: 'url' as const } : {})}
        {...described(props, name)}
        {...register(name)}
      />
      {hint && <span className="hint">{hint}</span>}
      <FieldError id={id(`${name}-error`)} message={errors[name]?.message} />
    </label>
  );
}

/** The API key: a password field; once saved, only its masked form with a button to replace it. */
export function ApiKeyField(props: PartProps & { kept: boolean; masked: string; hint: string; setValue: UseFormSetValue<ConnectorValues> }) {
  const { id, register, errors, kept, masked, hint, setValue } = props;
  if (kept)
    return (
      <div className="span-2">
        <span id={id('key-label')}>API key</span> <code aria-labelledby={id('key-label')}>{masked}</code>{' '}
        <button
          type="button"
          onClick={() => {
            setValue('keyKept', false);
            setValue('apiKey', '', { shouldValidate: false });
          }}
        >
          Replace key
        </button>
        <p className="hint">The key is stored encrypted and never shown again; Beckon keeps it until you replace it.</p>
      </div>
    );
  return (
    <label className="span-2">
      API key
      <input type="password" autoComplete="off" spellCheck={false} {...described(props, 'apiKey')} {...register('apiKey')} />
      <span className="hint">{hint}</span>
      <FieldError id={id('apiKey-error')} message={errors.apiKey?.message} />
    </label>
  );
}

export function MailchimpFields(props: PartProps) {
  return (
    <>
      <TextField {...props} name="listId" label="Audience ID" hint="Audience → Settings → Audience name and defaults." />
      <TextField {...props} name="tags" label="Tags" hint="Comma-separated, e.g. beckon, spring sale." />
      <label className="check span-2">
        <input type="checkbox" {...props.register('doubleOptIn')} />
        Double opt-in: Mailchimp emails each new contact to confirm
      </label>
    </>
  );
}

export function BrevoFields(props: PartProps & { doubleOptIn: boolean }) {
  return (
    <>
      <TextField {...props} name="listIds" label="List IDs" hint="Comma-separated numbers, from Contacts → Lists." />
      <label className="check span-2">
        <input type="checkbox" {...props.register('doubleOptIn')} />
        Double opt-in: Brevo emails each new contact to confirm
      </label>
      {props.doubleOptIn && (
        <>
          <TextField {...props} name="templateId" label="Double opt-in template ID" />
          <TextField {...props} name="redirectionUrl" label="Page after confirming" hint="Where the visitor lands once they confirm." />
        </>
      )}
      <label>
        When a subscriber leaves
        <select {...props.register('unsubscribe')}>
          <option value="unlink">Take them off these lists</option>
          <option value="blacklist">Block all your Brevo emails to them</option>
        </select>
      </label>
    </>
  );
}

export function KlaviyoFields(props: PartProps) {
  return <TextField {...props} name="listId" label="List ID" hint="Lists & Segments → the list → Settings." />;
}

export function GenericFields(props: PartProps & { control: Control<ConnectorValues> }) {
  const { id, register, errors, control } = props;
  const headers = useFieldArray({ control, name: 'headers' });
  return (
    <>
      <TextField {...props} name="url" label="Address" hint="Where each lead is sent: https, on the internet." />
      <label>
        Method
        <select {...register('method')}>
          {GENERIC_METHODS.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <label>
        Format
        <select {...register('format')}>
          {GENERIC_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f === 'json' ? 'JSON' : 'Form (URL-encoded)'}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="span-2" aria-describedby={id('headers-error')}>
        <legend>Headers</legend>
        {headers.fields.map((field, index) => (
          <div key={field.id} className="row">
            <label>
              Header name {index + 1}
              <input {...register(`headers.${index}.name`)} placeholder="Authorization" />
            </label>
            <label>
              Value {index + 1}
              <input type="password" autoComplete="off" {...register(`headers.${index}.value`)} />
            </label>
            <button type="button" onClick={() => headers.remove(index)} aria-label={`Remove header ${index + 1}`}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" onClick={() => headers.append({ name: '', value: '' })}>
          Add a header
        </button>
        <FieldError id={id('headers-error')} message={errors.headers?.message ?? errors.headers?.root?.message} />
      </fieldset>
    </>
  );
}

/** Field mapping rows: a lead's field key → the service's field (for the generic connector: a field → a template). */
export function FieldMapRows(props: PartProps & { kind: ConnectorKind; control: Control<ConnectorValues> }) {
  const { id, register, errors, control, kind } = props;
  const rows = useFieldArray({ control, name: 'fieldMap' });
  const words = MAPPING_WORDS[kind];
  return (
    <fieldset className="span-2" aria-describedby={id('fieldMap-error')}>
      <legend>{words.legend}</legend>
      <p className="hint">{words.hint}</p>
      {kind === 'generic' && <p className="hint">Placeholders: {TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.</p>}
      {rows.fields.map((field, index) => (
        <div key={field.id} className="row">
          <label>
            {words.from} {index + 1}
            <input {...register(`fieldMap.${index}.from`)} placeholder={words.fromExample} />
          </label>
          <label>
            {words.to} {index + 1}
            <input {...register(`fieldMap.${index}.to`)} placeholder={words.toExample} />
          </label>
          <button type="button" onClick={() => rows.remove(index)} aria-label={`Remove mapping ${index + 1}`}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" onClick={() => rows.append({ from: '', to: '' })}>
        Add a field
      </button>
      <FieldError id={id('fieldMap-error')} message={errors.fieldMap?.message ?? errors.fieldMap?.root?.message} />
    </fieldset>
  );
}
