import type { UseFormRegisterReturn } from 'react-hook-form';

interface RetentionFieldProps {
  /** the form's id prefix */
  id: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * Issue 21: how long the site's leads and activity are kept. The hint says exactly what the
 * hourly sweep deletes (apps/server/src/retention/sweep.ts), and what that does to the numbers.
 */
export function RetentionField({ id, field, error }: RetentionFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-retention`}>
        Delete leads and activity after <span className="optional">(days; empty keeps everything)</span>
      </label>
      <input
        id={`${id}-retention`}
        className="narrow"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${id}-retention-error ${id}-retention-hint`}
        aria-invalid={error ? true : undefined}
        placeholder="Keep forever"
        {...field}
      />
      {/* An alert: said as soon as a save is refused for it; empty (and silent) otherwise. */}
      <p id={`${id}-retention-error`} className="field-error" role="alert">
        {error}
      </p>
      <p id={`${id}-retention-hint`} className="hint">
        Every hour, this site&apos;s leads, views, closes, game plays, lead activity, visitor sessions, store abandonments, ordered products and webhook
        deliveries older than this many days are deleted for good, as are sign-ups through its forms that were never confirmed (confirmed subscribers stay).
        Results and counts then cover only what is kept.
      </p>
    </>
  );
}
