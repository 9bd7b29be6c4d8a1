import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLogin } from '../api/hooks.js';

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password }, { onSuccess: () => navigate('/', { replace: true }) });
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit}>
        <h1>Log in to Beckon</h1>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        {login.error && <p className="error" role="alert">{login.error.message}</p>}
        <button type="submit" className="primary" disabled={login.isPending}>{login.isPending ? 'Logging in…' : 'Log in'}</button>
      </form>
    </main>
  );
}
