import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../api/hooks.js';

/** Where to go after logging in: the page the owner was sent away from, else the overview. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/';
}

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password }, { onSuccess: () => navigate(returnPath(location.state), { replace: true }) });
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit}>
        <h1>Log in to Beckon</h1>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        {login.error && (
          <p className="error" role="alert">
            {login.error.message}
          </p>
        )}
        <button type="submit" className="primary" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </button>
        <p className="switch">
          New to Beckon? <Link to="/signup">Create an account</Link>
        </p>
      </form>
    </main>
  );
}
