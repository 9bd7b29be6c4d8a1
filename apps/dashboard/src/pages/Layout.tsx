import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout, useMe } from '../api/hooks.js';
import { ApiError } from '../api/client.js';

const MENU = [
  { to: '/', label: 'Overview', end: true },
  { to: '/sites', label: 'Sites' },
  { to: '/poptins', label: 'Pop-ups' },
  { to: '/leads', label: 'Leads' },
  { to: '/lists', label: 'Lists' },
  { to: '/signup-forms', label: 'Sign-up forms' },
  { to: '/subscribers', label: 'Subscribers' },
  { to: '/integrations', label: 'Integrations' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/results', label: 'Results' },
  { to: '/chat', label: 'Chat widget' },
  { to: '/content-kit', label: 'Content kit' },
  { to: '/account', label: 'Account' },
] as const;

/** Pages behind a login: the skip link, the main menu, and a redirect to /login when the session is missing. */
export function Layout() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the menu folds away again once a page is chosen.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (me.isPending)
    return (
      <p className="page-status" role="status">
        Loading…
      </p>
    );
  if (me.error instanceof ApiError && me.error.status === 401) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (me.error)
    return (
      <p className="page-status error" role="alert">
        {me.error.message}
      </p>
    );
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Beckon</span>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <nav id="main-menu" aria-label="Main" className={menuOpen ? 'main-menu open' : 'main-menu'}>
          <ul>
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="menu-account">
            <span className="account">{me.data.email}</span>
            <button
              type="button"
              className="link-button"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/login') })}
            >
              {logout.isPending ? 'Logging out…' : 'Log out'}
            </button>
          </div>
          {logout.error && (
            <p className="error on-dark" role="alert">
              {logout.error.message}
            </p>
          )}
        </nav>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
