import { Link } from 'react-router';
import { POPUP_SIGNUP_DEFAULTS, POPUP_SIGNUP_LIMITS, SIGNUP_DOUBLE_OPT_IN_MODES, type PopupSettings, type SignupDoubleOptIn } from '@beckon/core';
import { useLists } from '../../api/hooks.js';
import { problemsAt, useEditor } from '../context.js';
import { Section } from '../controls.js';
import { controlId } from '../model.js';

const LISTS = 'signup_lists';
const MODE = 'signup_double_opt_in';

const MODE_LABELS: Record<SignupDoubleOptIn, string> = {
  list: 'As each list is set up',
  on: 'Always: each lead confirms by email first',
  off: 'Never: subscribe at once',
};

/** Field kinds that reach a person: an email list needs the email, an SMS list the phone. */
const REACHABLE = new Set(['email', 'phone', 'sms']);

/** Whether any screen's form (desktop or mobile) asks for an email or a phone number. */
export function formReachesLeads(settings: PopupSettings): boolean {
  const screens = [settings.design?.screens, settings.design?.mobile?.screens];
  return screens.some((set) =>
    Object.values(set ?? {}).some((blocks) => (blocks ?? []).some((b) => b.kind === 'fields' && b.fields.some((f) => REACHABLE.has(f.type)))),
  );
}

/** The account's lists as checkboxes; a chosen list since deleted stays listed, so it can be unticked. */
function ListChoices({ chosen }: { chosen: string[] }) {
  const { set, problems } = useEditor();
  const lists = useLists();
  const messages = problemsAt(problems, LISTS, true);
  const known = lists.data ?? [];
  const gone = lists.isSuccess ? chosen.filter((id) => !known.some((l) => l.id === id)) : [];
  const choices = [
    ...known.map((l) => ({ id: l.id, label: `${l.name} (${l.kind === 'sms' ? 'SMS' : 'email'}${l.double_opt_in ? ', double opt-in' : ''})` })),
    ...gone.map((id) => ({ id, label: `A deleted list (${id})` })),
  ];
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    set(LISTS, next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="ed-checkset" id={controlId(LISTS)} data-path={LISTS}>
      <legend>Subscribe leads to lists</legend>
      {lists.isPending && <p className="ed-hint">Loading your lists…</p>}
      {lists.isError && (
        <p className="ed-error" role="alert">
          Your lists could not be loaded: {lists.error.message}
        </p>
      )}
      {lists.isSuccess && known.length === 0 && <p className="ed-hint">You have no lists yet.</p>}
      {choices.map((c) => (
        <label key={c.id} className="ed-check">
          <input
            type="checkbox"
            checked={chosen.includes(c.id)}
            disabled={!chosen.includes(c.id) && chosen.length >= POPUP_SIGNUP_LIMITS.lists}
            onChange={(e) => toggle(c.id, e.target.checked)}
          />
          <span>{c.label}</span>
        </label>
      ))}
      <p className="ed-hint">
        Each lead's email joins the email lists, and a phone number written with its country code (+44…) the SMS lists. Create and manage lists on the{' '}
        <Link to="/lists">Lists page</Link>.
      </p>
      {messages.length > 0 && (
        <p className="ed-error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Issue 18: the lists a pop-up's leads join, and whose double opt-in applies. Offered only when
 * the form asks for an email or a phone: without either, a lead cannot be subscribed.
 */
export function SignupListsSection() {
  const { settings, set, problems } = useEditor();
  const chosen = Array.isArray(settings.signup_lists) ? settings.signup_lists : [];
  const mode = settings.signup_double_opt_in ?? POPUP_SIGNUP_DEFAULTS.signup_double_opt_in;
  const modeProblems = problemsAt(problems, MODE);
  if (!formReachesLeads(settings)) {
    return (
      <Section title="Lists">
        <p className={chosen.length > 0 ? 'ed-warning' : 'ed-hint'}>
          Add an email or phone field to the form to subscribe its leads to your lists.
          {chosen.length > 0 && ' Until then, leads join none of the lists chosen before.'}
        </p>
      </Section>
    );
  }
  return (
    <Section title="Lists" description="A lead is saved first; joining the lists never costs you the lead.">
      <ListChoices chosen={chosen} />
      {chosen.length > 0 && (
        <div className="ed-field" data-path={MODE}>
          <label className="ed-label" htmlFor={controlId(MODE)}>
            Double opt-in
          </label>
          <select id={controlId(MODE)} value={mode} onChange={(e) => set(MODE, e.target.value as SignupDoubleOptIn)}>
            {SIGNUP_DOUBLE_OPT_IN_MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_LABELS[m]}
              </option>
            ))}
          </select>
          <p className="ed-hint">With double opt-in, a subscription stays pending until the lead clicks the link in the confirmation email.</p>
          {modeProblems.length > 0 && (
            <p className="ed-error" role="alert">
              {modeProblems.join(' ')}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
