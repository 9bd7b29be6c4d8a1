import { useForm } from 'react-hook-form';
import { useChangePassword, useMe } from '../../api/hooks.js';
import { PASSWORD_MIN_LENGTH, passwordRule } from './password-rule.js';

interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

const number = new Intl.NumberFormat();

function PasswordChange() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordForm>({ defaultValues: { current: '', next: '', confirm: '' } });
  const submit = handleSubmit(({ current, next }) => change.mutate({ current_password: current, new_password: next }, { onSuccess: () => reset() }));

  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">Change your password</h2>
      <form className="stack narrow" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="current-password">Current password</label>
        <input
          id="current-password"
          type="password"
          autoComplete="current-password"
          aria-describedby="current-password-error"
          aria-invalid={errors.current ? true : undefined}
          {...register('current', { required: 'Enter your current password.' })}
        />
        <p id="current-password-error" className="field-error">
          {errors.current?.message}
        </p>
        <label htmlFor="new-password">New password</label>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-describedby="new-password-hint"
          aria-invalid={errors.next ? true : undefined}
          {...register('next', { validate: passwordRule })}
        />
        <p id="new-password-hint" className={errors.next ? 'field-error' : 'hint'}>
          {errors.next?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
        </p>
        <label htmlFor="confirm-password">Repeat the new password</label>
        <input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          aria-describedby="confirm-password-error"
          aria-invalid={errors.confirm ? true : undefined}
          {...register('confirm', { validate: (value, form) => value === form.next || 'The two new passwords differ.' })}
        />
        <p id="confirm-password-error" className="field-error">
          {errors.confirm?.message}
        </p>
        {change.error && (
          <p className="error" role="alert">
            {change.error.message}
          </p>
        )}
        {change.isSuccess && (
          <p className="success" role="status">
            Password changed. Every other session of this account has been logged out.
          </p>
        )}
        <div>
          <button type="submit" className="primary" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}

export function AccountPage() {
  const me = useMe();
  return (
    <>
      <h1>Account</h1>
      {me.data && (
        <section className="panel" aria-labelledby="account-title">
          <h2 id="account-title">Your account</h2>
          <dl className="facts">
            <dt>Email</dt>
            <dd>{me.data.email}</dd>
            <dt>Account id</dt>
            <dd>
              <code>{me.data.viewer_id}</code>
            </dd>
            <dt>Plan</dt>
            <dd>{me.data.plan}</dd>
            <dt>Pop-up views a month</dt>
            <dd>{me.data.max_monthly_views === null ? 'No limit' : number.format(me.data.max_monthly_views)}</dd>
          </dl>
        </section>
      )}
      <PasswordChange />
    </>
  );
}
