import { useForm } from 'react-hook-form';
import { isValidEmail } from '@beckon/core';
import { Link, useNavigate } from 'react-router';
import { useSignup } from '../../api/hooks.js';
import { PASSWORD_MIN_LENGTH, passwordRule } from './password-rule.js';

interface SignupForm {
  email: string;
  password: string;
  confirm: string;
}

export function SignupPage() {
  const signup = useSignup();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupForm>({ defaultValues: { email: '', password: '', confirm: '' } });

  // A new account starts with no site: adding one is the first step.
  const submit = handleSubmit(({ email, password }) => signup.mutate({ email, password }, { onSuccess: () => navigate('/sites', { replace: true }) }));

  return (
    <main className="login">
      <form className="login-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>Create your Beckon account</h1>
        <label htmlFor="signup-email">Email</label>
        <input
          id="signup-email"
          type="email"
          autoComplete="username"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="signup-email-error"
          {...register('email', {
            required: 'Enter your email address.',
            validate: (value: string) => isValidEmail(value) || 'Enter an email address like you@example.com.',
          })}
        />
        <p id="signup-email-error" className="field-error">
          {errors.email?.message}
        </p>
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby="signup-password-hint"
          {...register('password', { validate: passwordRule })}
        />
        <p id="signup-password-hint" className={errors.password ? 'field-error' : 'hint'}>
          {errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
        </p>
        <label htmlFor="signup-confirm">Repeat the password</label>
        <input
          id="signup-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby="signup-confirm-error"
          {...register('confirm', { validate: (value, form) => value === form.password || 'The two passwords differ.' })}
        />
        <p id="signup-confirm-error" className="field-error">
          {errors.confirm?.message}
        </p>
        {signup.error && (
          <p className="error" role="alert">
            {signup.error.message}
          </p>
        )}
        <button type="submit" className="primary" disabled={signup.isPending}>
          {signup.isPending ? 'Creating your account…' : 'Create account'}
        </button>
        <p className="switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </main>
  );
}
