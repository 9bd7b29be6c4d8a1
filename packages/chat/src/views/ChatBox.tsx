import { useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { chatTexts, contactName, fillText, mobileBodyMaxHeight, type ChatDevice, type ChatMessage, type ListedContact } from '@beckon/core';
import { Avatar } from './Avatar.js';
import { ContactList } from './ContactList.js';
import { Conversation } from './Conversation.js';
import { Glyph } from './Icons.js';
import { ReplyArea } from './ReplyArea.js';

export type BoxPhase = 'closed' | 'open' | 'closing';

export interface ChatBoxProps {
  id: string;
  boxRef: RefObject<HTMLDivElement | null>;
  phase: BoxPhase;
  device: ChatDevice;
  headerHtml: string;
  footerHtml: string;
  contacts: ListedContact[];
  /** the open conversation's contact, or null on the contact list */
  current: ListedContact | null;
  messages: ChatMessage[];
  /** the back arrow was pressed: the conversation is sliding away */
  leaving: boolean;
  reply: Omit<ComponentProps<typeof ReplyArea>, 'textareaRef'>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onClose: () => void;
  onBack: () => void;
  onSelect: (item: ListedContact) => void;
}

/**
 * SPEC §9 on mobile: the scrolling part is 70% of the window less the header and footer. Measured
 * before the frame is painted: a view switched in would otherwise show for a frame with the height
 * the other view's header and footer left it.
 */
function useMobileBodyHeight(device: ChatDevice, open: boolean, view: string, header: RefObject<HTMLElement | null>, box: RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (device !== 'mobile' || !open) {
      setHeight(null);
      return;
    }
    const measure = () => {
      const boxHeight = box.current?.offsetHeight ?? 0;
      const headerHeight = header.current?.offsetHeight ?? 0;
      const bodyHeight = box.current?.querySelector<HTMLElement>('.qlwapp__body,.qlwapp__messages')?.offsetHeight ?? 0;
      setHeight(mobileBodyMaxHeight(window.innerHeight, headerHeight, Math.max(0, boxHeight - headerHeight - bodyHeight)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [device, open, view, header, box]);
  return height === null ? undefined : { maxHeight: `${height}px` };
}

/**
 * SPEC §2 chat box: a non-modal dialog (no focus trap; Escape is handled by the widget) with the
 * owner's header, the contact list or a conversation, and the reply area.
 */
export function ChatBox(props: ChatBoxProps) {
  const { id, boxRef, phase, device, current, leaving } = props;
  const headerRef = useRef<HTMLDivElement>(null);
  const view = current ? 'conversation' : 'list';
  const bodyStyle = useMobileBodyHeight(device, phase === 'open', view, headerRef, boxRef);
  const name = current ? contactName(current.contact) || current.contact.label : '';
  const phaseClass = phase === 'open' ? 'qlwapp__box--open' : phase === 'closing' ? 'qlwapp__box--closing' : '';
  const hours = current?.availability.hours;

  return (
    <div
      ref={boxRef}
      id={id}
      className={`qlwapp__box qlwapp__box--${view} ${phaseClass}`}
      role="dialog"
      aria-label={current ? fillText(chatTexts.dialogLabelWith, { name }) : chatTexts.dialogLabel}
      hidden={phase === 'closed'}
    >
      <div ref={headerRef} className="qlwapp__header">
        {current ? (
          <div className={`qlwapp__header-contact${leaving ? ' qlwapp__slide-out' : ' qlwapp__slide-in'}`}>
            <button type="button" className="qlwapp__icon-button qlwapp__back" aria-label={chatTexts.backToContacts} onClick={props.onBack}>
              <Glyph name="back" />
            </button>
            <Avatar src={current.contact.avatar} name={name} status={current.status} small />
            <div className="qlwapp__header-info">
              <span className="qlwapp__header-name">{name}</span>
              {current.contact.label && <span>{current.contact.label}</span>}
              {hours && <span>{fillText(chatTexts.availableFromTo, hours)}</span>}
            </div>
          </div>
        ) : (
          <div className="qlwapp__description" dangerouslySetInnerHTML={{ __html: props.headerHtml }} />
        )}
        <button type="button" className="qlwapp__icon-button qlwapp__close" aria-label={chatTexts.closeChat} onClick={props.onClose}>
          <Glyph name="close" />
        </button>
      </div>
      {current ? (
        <div className={`qlwapp__conversation${leaving ? ' qlwapp__slide-out' : ' qlwapp__slide-in'}`}>
          <Conversation messages={props.messages} footerHtml={props.footerHtml} bodyStyle={bodyStyle} />
          <ReplyArea {...props.reply} textareaRef={props.textareaRef} />
        </div>
      ) : (
        <div className="qlwapp__body" style={bodyStyle}>
          <ContactList contacts={props.contacts} onSelect={props.onSelect} />
        </div>
      )}
    </div>
  );
}
