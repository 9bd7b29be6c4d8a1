import type { ReactNode } from 'react';

/** While a query loads, or when it failed: says so in words; renders nothing once there is data. */
export function QueryState({ error, pending, label }: { error: Error | null; pending: boolean; label: string }) {
  if (error)
    return (
      <p className="error" role="alert">
        Could not load {label}: {error.message}
      </p>
    );
  if (pending)
    return (
      <p role="status" className="muted">
        Loading {label}…
      </p>
    );
  return null;
}

/** What to do next where there is nothing to show yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}

/** A server error, next to the control whose action failed. */
export function ErrorText({ error }: { error: Error | null | undefined }) {
  return error ? (
    <p className="error" role="alert">
      {error.message}
    </p>
  ) : null;
}
