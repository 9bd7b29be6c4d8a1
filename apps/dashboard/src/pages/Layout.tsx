import { Navigate, Outlet, useNavigate } from 'react-router';
import { useLogout, useMe } from '../api/hooks.js';
import { ApiError } from '../api/client.js';

/** Pages behind a login: the header, and a redirect to /login when the session is missing. */
export function Layout() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  if (me.isPending) return <p className="page-status" role="status">Loading…</p>;
  if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to="/login" replace />;
  if (me.error) return <p className="page-status error" role="alert">{me.error.message}</p>;
  return (
    <>
      <header className="topbar">
        <span className="brand">Beckon</span>
        <span className="account">{me.data.email}</span>
        <button type="button" className="link-button" onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/login') })}>
          Log out
        </button>
      </header>
      <main className="content">
        <Outlet />
      </main>
    </>
  );
}
