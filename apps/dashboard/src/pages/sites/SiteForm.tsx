import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { parseDomains } from './domains.js';
import { parseRetention } from './retention.js';
import { RetentionField } from './RetentionField.js';
import { FormActions } from '../../components/FormActions.js';

export interface SiteValues {
  name: string;
  domains: string[];
  /** issue 21: days its leads and activity are kept; null keeps them */
  retention_days: number | null;
}

interface SiteFormProps {
  initial?: SiteValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: SiteValues) => void;
  onCancel?: () => void;
}

/** A site's name, the domains its pop-ups may show on and how long its data is kept: for adding a site and for changing one. */
export function SiteForm({ initial, submitLabel, pendingLabel, pending, error, onSubmit, onCancel }: SiteFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string; domains: string; retention: string }>({
    defaultValues: {
      name: initial?.name ?? '',
      domains: initial?.domains.join('\n') ?? '',
      retention: initial?.retention_days == null ? '' : String(initial.retention_days),
    },
  });
  const submit = handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), domains: parseDomains(values.domains).domains, retention_days: parseRetention(values.retention).days }),
  );

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-name`}>Site name</label>
      <input
        id={`${id}-name`}
        aria-describedby={`${id}-name-error`}
        aria-invalid={errors.name ? true : undefined}
        placeholder="My shop"
        {...register('name', {
          validate: (v) => v.trim().length > 0 || 'Give the site a name.',
          maxLength: { value: 120, message: 'Keep the name under 120 characters.' },
        })}
      />
      <p id={`${id}-name-error`} className="field-error">
        {errors.name?.message}
      </p>
      <label htmlFor={`${id}-domains`}>
        Allowed domains <span className="optional">(optional)</span>
      </label>
      <textarea
        id={`${id}-domains`}
        rows={3}
        aria-describedby={`${id}-domains-hint`}
        aria-invalid={errors.domains ? true : undefined}
        placeholder={'shop.example.com\n*.example.com'}
        {...register('domains', {
          validate: (v) => {
            const { domains, invalid } = parseDomains(v);
            if (invalid.length > 0) return `Not a domain: ${invalid.join(', ')}. Write host names like shop.example.com.`;
            return domains.length <= 50 || 'At most 50 domains.';
          },
        })}
      />
      <p id={`${id}-domains-hint`} className={errors.domains ? 'field-error' : 'hint'}>
        {errors.domains?.message ?? 'One per line. Pop-ups show only on these domains; leave empty to allow any. *.example.com allows every subdomain.'}
      </p>
      <RetentionField id={id} error={errors.retention?.message} field={register('retention', { validate: (v) => parseRetention(v).problem ?? true })} />
      {error && (
        <p className="error" role="alert">
          {error.message}
        </p>
      )}
      <FormActions submitLabel={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
