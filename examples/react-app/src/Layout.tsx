import { useBeckon } from '@beckon/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useEventLog } from './event-log.js';

export function Layout({ children }: { children: ReactNode }) {
  const { ready } = useBeckon();
  const events = useEventLog();
  const last = events.at(-1);
  return (
    <>
      <header className="top">
        <strong className="brand">Harbour Coffee</strong>
        <nav aria-label="Main">
          <NavLink to="/">Home</NavLink>
          <NavLink to="/newsletter">Newsletter</NavLink>
          <NavLink to="/events">Event log ({events.length})</NavLink>
        </nav>
        <span className="widget-state" data-ready={ready}>
          Beckon: {ready ? 'ready' : 'loading'}
        </span>
      </header>
      <p className="last-event" role="status">
        {last ? `Last event: ${last.name} (${last.popup}, ${last.about})` : 'No pop-up event yet'}
      </p>
      <main className="page">{children}</main>
    </>
  );
}
