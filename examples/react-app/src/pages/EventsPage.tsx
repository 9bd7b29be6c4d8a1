import { useEventLog } from '../event-log.js';

export function EventsPage() {
  const events = useEventLog();
  return (
    <>
      <h1>Event log</h1>
      {events.length === 0 ? (
        <p>No pop-up event heard yet.</p>
      ) : (
        <ol aria-label="Events heard" className="events">
          {events.map((event, i) => (
            <li key={i}>
              <code>{event.name}</code> {event.popup}: {event.about}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
