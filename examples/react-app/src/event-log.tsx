import { useBeckonEvent, type BeckonEventName, type BeckonEvents } from '@beckon/react';
import { createContext, useContext, useState, type ReactNode } from 'react';

export interface LoggedEvent {
  name: BeckonEventName;
  popup: string;
  /** what the event adds: the trigger, how it closed, the email sent, the code copied */
  about: string;
}

const EventLog = createContext<LoggedEvent[]>([]);

export const useEventLog = () => useContext(EventLog);

const about: { [N in BeckonEventName]: (detail: BeckonEvents[N]) => string } = {
  poptinView: (d) => `shown by ${d.trigger}`,
  poptinSubmit: (d) => `sent ${d.fields.email ?? Object.keys(d.fields).join(', ')}`,
  poptinClose: (d) => `closed by ${d.close_trigger}`,
  couponCopy: (d) => `copied ${d.coupon}`,
};

/** Hears the widget's events for as long as the app runs, whichever route is showing. */
export function EventLogProvider({ children }: { children: ReactNode }) {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const add = (name: BeckonEventName, popup: string, text: string) => setEvents((list) => [...list, { name, popup, about: text }]);
  useBeckonEvent('poptinView', (d) => add('poptinView', d.poptin_name, about.poptinView(d)));
  useBeckonEvent('poptinSubmit', (d) => add('poptinSubmit', d.poptin_name, about.poptinSubmit(d)));
  useBeckonEvent('poptinClose', (d) => add('poptinClose', d.poptin_name, about.poptinClose(d)));
  useBeckonEvent('couponCopy', (d) => add('couponCopy', d.poptin_name, about.couponCopy(d)));
  return <EventLog.Provider value={events}>{children}</EventLog.Provider>;
}
