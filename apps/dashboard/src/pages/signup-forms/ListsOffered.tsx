import { Link } from 'react-router';
import { SIGNUP_FORM_LIMITS } from '@beckon/core/api';
import type { SignupFormSettings, SubscriberList } from '../../api/types.js';

interface ListsOfferedProps {
  settings: SignupFormSettings;
  lists: SubscriberList[] | undefined;
  onChange: (patch: Partial<SignupFormSettings>) => void;
  serverError: string | null;
}

/** Which of the account's lists the form joins, and whether the visitor picks among them. */
export function ListsOffered({ settings, lists, onChange, serverError }: ListsOfferedProps) {
  const offered = new Set(settings.lists);
  const toggle = (id: string, on: boolean) => onChange({ lists: on ? [...settings.lists, id] : settings.lists.filter((l) => l !== id) });
  return (
    <fieldset className="builder-section">
      <legend>Lists</legend>
      {serverError && (
        <p className="error" role="alert">
          {serverError}
        </p>
      )}
      {lists?.length === 0 && (
        <p className="hint">
          You have no lists yet: <Link to="/lists">create one on the Lists page</Link>.
        </p>
      )}
      <ul className="plain-list">
        {(lists ?? []).map((list) => (
          <li key={list.id}>
            <label className="check">
              <input
                type="checkbox"
                checked={offered.has(list.id)}
                disabled={!offered.has(list.id) && settings.lists.length >= SIGNUP_FORM_LIMITS.lists}
                onChange={(e) => toggle(list.id, e.target.checked)}
              />
              {list.name} <span className="muted">({list.kind === 'sms' ? 'SMS' : 'email'})</span>
            </label>
          </li>
        ))}
      </ul>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.choose_lists}
          onChange={(e) => onChange({ choose_lists: e.target.checked, lists_required: e.target.checked && settings.lists_required })}
        />
        The visitor ticks the lists they want (otherwise they join every list above)
      </label>
      {settings.choose_lists && (
        <label className="check">
          <input type="checkbox" checked={settings.lists_required} onChange={(e) => onChange({ lists_required: e.target.checked })} />
          At least one list must be ticked
        </label>
      )}
    </fieldset>
  );
}
