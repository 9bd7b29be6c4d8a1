import type { UseFieldArrayReturn } from 'react-hook-form';
import { newContact, type ChatForm } from './chat-form.js';
import { describedBy, Days, Problem, type ChatSectionProps } from './chat-controls.js';

type ContactPartProps = ChatSectionProps & { i: number };

/** How a visitor reaches the contact: a phone or a group, and the first message. */
function ContactReach({ i, register, values, problems }: ContactPartProps) {
  const contact = values.contacts[i];
  return (
    <>
      <label>
        Chat with
        <select {...register(`contacts.${i}.type`)}>
          <option value="phone">A phone number</option>
          <option value="group">A group</option>
        </select>
      </label>
      {contact?.type === 'group' ? (
        <label>
          Group invite link
          <input {...register(`contacts.${i}.group`)} aria-describedby={describedBy(problems, `contacts.${i}.group`)} />
          <Problem path={`contacts.${i}.group`} problems={problems} />
        </label>
      ) : (
        <label>
          Phone with country code
          <input type="tel" {...register(`contacts.${i}.phone`)} aria-describedby={describedBy(problems, `contacts.${i}.phone`)} />
          <Problem path={`contacts.${i}.phone`} problems={problems} />
        </label>
      )}
      <label className="span-2">
        First message
        <input {...register(`contacts.${i}.message`)} />
      </label>
    </>
  );
}

/** When and where the contact is shown, and in what order. */
function ContactAvailability({ i, register, problems }: Omit<ContactPartProps, 'values'>) {
  return (
    <>
      <label>
        When unavailable
        <select {...register(`contacts.${i}.visibility`)}>
          <option value="readonly">Greyed out</option>
          <option value="with_status">Shown as Offline</option>
          <option value="hidden">Hidden</option>
        </select>
      </label>
      <label>
        Devices
        <select {...register(`contacts.${i}.devices`)}>
          <option value="all">Desktop and mobile</option>
          <option value="desktop">Desktop only</option>
          <option value="mobile">Mobile only</option>
          <option value="hide">Hidden</option>
        </select>
      </label>
      <label>
        Order <span className="optional">(smaller first)</span>
        <input type="number" {...register(`contacts.${i}.order`)} />
      </label>
      <label>
        Time zone
        <input {...register(`contacts.${i}.timezone`)} aria-describedby={describedBy(problems, `contacts.${i}.timezone`)} />
        <Problem path={`contacts.${i}.timezone`} problems={problems} />
      </label>
      <label>
        Available from
        <input type="time" {...register(`contacts.${i}.timefrom`)} />
      </label>
      <label>
        Until
        <input type="time" {...register(`contacts.${i}.timeto`)} />
      </label>
    </>
  );
}

interface ContactFieldsProps extends ChatSectionProps {
  i: number;
  onMoveUp: () => void;
  onRemove: () => void;
}

/** One contact: who they are, how to reach them, and when. */
function ContactFields({ i, register, values, problems, onMoveUp, onRemove }: ContactFieldsProps) {
  const contact = values.contacts[i];
  const title = [contact?.firstname, contact?.lastname].filter(Boolean).join(' ') || `Contact ${i + 1}`;
  return (
    <fieldset className="contact">
      <legend>{title}</legend>
      <div className="grid-fields">
        <label>
          First name
          <input {...register(`contacts.${i}.firstname`)} />
        </label>
        <label>
          Last name
          <input {...register(`contacts.${i}.lastname`)} />
        </label>
        <label>
          Role <span className="optional">(e.g. Sales)</span>
          <input {...register(`contacts.${i}.label`)} />
        </label>
        <label>
          Avatar image address
          <input type="url" {...register(`contacts.${i}.avatar`)} aria-describedby={describedBy(problems, `contacts.${i}.avatar`)} />
          <Problem path={`contacts.${i}.avatar`} problems={problems} />
        </label>
        <ContactReach i={i} register={register} values={values} problems={problems} />
        <label className="check">
          <input type="checkbox" {...register(`contacts.${i}.chat`)} />
          Chat inside the box first
        </label>
        <ContactAvailability i={i} register={register} problems={problems} />
      </div>
      <Days name={`contacts.${i}.timedays`} register={register} legend="Days" />
      <div className="row">
        <button type="button" className="small" disabled={i === 0} onClick={onMoveUp} aria-label={`Move ${title} up`}>
          Move up
        </button>
        <button type="button" className="small danger-outline" onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove
        </button>
      </div>
    </fieldset>
  );
}

/** The contacts visitors can message, in their order. */
export function ContactsSection({ contacts, register, values, problems }: ChatSectionProps & { contacts: UseFieldArrayReturn<ChatForm, 'contacts', 'key'> }) {
  return (
    <section className="panel" aria-labelledby="chat-contacts-title">
      <h2 id="chat-contacts-title">Contacts</h2>
      <Problem path="contacts" problems={problems} />
      {contacts.fields.map((field, i) => (
        <ContactFields
          key={field.key}
          i={i}
          register={register}
          values={values}
          problems={problems}
          onMoveUp={() => contacts.move(i, i - 1)}
          onRemove={() => contacts.remove(i)}
        />
      ))}
      <button type="button" onClick={() => contacts.append(newContact(contacts.fields.length))}>
        Add a contact
      </button>
    </section>
  );
}
