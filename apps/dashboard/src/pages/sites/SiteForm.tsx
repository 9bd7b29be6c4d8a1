import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { parseDomains } from './domains.js';

export interface SiteValues {
  name: string;
  domains: string[];
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

/** A site's name and the domains its pop-ups may show on: for adding a site and for changing one. */
export function SiteForm({ initial, submitLabel, pendingLabel, pending, error, onSubmit, onCancel }: SiteFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string; domains: string }>({
    defaultValues: { name: initial?.name ?? '', domains: initial?.domains.join('\n') ?? '' },
  });
  const submit = handleSubmit((values) => onSubmit({ name: values.name.trim(), domains: parseDomains(values.domains).domains }));

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
      {error && (
        <p className="error" role="alert">
          {error.message}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
