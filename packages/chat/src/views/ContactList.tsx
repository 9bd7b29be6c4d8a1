import { availabilityNote, chatTexts, contactName, type ListedContact } from '@beckon/core';
import { Avatar } from './Avatar.js';
import { Glyph } from './Icons.js';

interface ContactListProps {
  contacts: ListedContact[];
  onSelect: (item: ListedContact) => void;
}

/**
 * SPEC §2 contact list: a list of buttons, each naming the contact, their label and, when they
 * cannot be reached now, when they can. Greyed contacts stay focusable (aria-disabled) so a
 * screen-reader user still hears when they are available.
 */
export function ContactList({ contacts, onSelect }: ContactListProps) {
  if (contacts.length === 0) return <p className="qlwapp__empty">{chatTexts.noContacts}</p>;
  return (
    <ul className="qlwapp__contacts" aria-label={chatTexts.contacts}>
      {contacts.map((item) => {
        const name = contactName(item.contact) || item.contact.label || item.contact.phone;
        const note = availabilityNote(item.availability);
        return (
          <li key={item.key}>
            <button
              type="button"
              className={`qlwapp__contact${item.disabled ? ' qlwapp__contact--disabled' : ''}`}
              data-contact={item.key}
              aria-disabled={item.disabled ? 'true' : undefined}
              onClick={() => onSelect(item)}
            >
              <Avatar src={item.contact.avatar} name={name} status={item.status} />
              <span className="qlwapp__info">
                {item.contact.label && <span className="qlwapp__contact-label">{item.contact.label}</span>}
                <span className="qlwapp__name">{name}</span>
                {(item.status || note) && (
                  <span className="qlwapp__time">
                    {item.status && (
                      <span className={`qlwapp__status qlwapp__status--${item.status}`}>{item.status === 'online' ? chatTexts.online : chatTexts.offline}</span>
                    )}
                    {item.status && note && ' · '}
                    {note}
                  </span>
                )}
              </span>
              <Glyph name="whatsapp" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
