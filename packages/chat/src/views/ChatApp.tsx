import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  addUserMessage, availabilityNote, canSendMessage, chatAvailability, CHAT_BACK_REVERT_MS, CHAT_CLOSE_ANIMATION_MS, CHAT_CONSENT_HIDE_MS, CHAT_SCROLL_DELAY_MS,
  clampMessage, closeConversation, consentRequired, contactsHash, listContacts, openConversation, restoreChatState, shownOnDevice,
  storedChatState, type ChatConfig, type ChatPersisted, type ListedContact,
} from '@beckon/core';
import { ChatBox, type BoxPhase } from './ChatBox.js';
import { FloatingButton } from './FloatingButton.js';
import type { ChatEnvironment } from './types.js';
import { useDevice } from './use-device.js';
import { useLater } from './use-later.js';

export interface ChatAppProps {
  config: ChatConfig;
  env: ChatEnvironment;
}

/** Ids live in the widget's own shadow root, so a fixed one cannot clash with the page or another widget. */
const BOX_ID = 'qlwapp-box';

let messageCount = 0;
function messageId(): string {
  messageCount += 1;
  return `${Date.now().toString(36)}-${messageCount}`;
}

/** Where focus goes after a render that changed the view (keyboard users keep their place). */
type FocusTarget = { kind: 'box' } | { kind: 'reply' } | { kind: 'contact'; key: string } | null;

/**
 * One chat widget (SPEC §1-§9 chat): the floating button and its box, the visitor's state
 * (persisted), the box's opening and closing, and the choice of contact and conversation.
 */
export function ChatApp({ config, env }: ChatAppProps) {
  const { button, box } = config;
  const device = useDevice(env.device);
  const later = useLater();
  const rootRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const focusNext = useRef<FocusTarget>(null);

  const now = new Date();
  const visitorOffset = -now.getTimezoneOffset();
  const contacts = listContacts(config.contacts, button, { device, now, visitorOffsetMinutes: visitorOffset });
  const buttonAvailability = chatAvailability(button, now, visitorOffset);
  const hash = useMemo(() => contactsHash(config.contacts), [config.contacts]);

  const [chat, setChat] = useState<ChatPersisted>(() => restoreChatState(env.loadState(), { contactsHash: hash, listedKeys: contacts.map((c) => c.key), now: Date.now() }));
  useEffect(() => env.saveState(storedChatState(chat, Date.now())), [chat, env]);

  const [phase, setPhase] = useState<BoxPhase>('closed');
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // SPEC §3 lazy_load: the box is not built until the visitor first opens it.
  const [built, setBuilt] = useState(box.lazy_load !== 'yes');
  const [leaving, setLeaving] = useState(false);
  const [draft, setDraft] = useState('');
  const [consentShown, setConsentShown] = useState(!chat.generalConsentAccepted);

  const sanitized = useMemo(() => ({
    header: env.sanitize(box.header), footer: env.sanitize(box.footer), consent: env.sanitize(box.consentMessage),
  }), [env, box.header, box.footer, box.consentMessage]);

  /**
   * SPEC §9: 700 ms after the conversation shows or grows, it scrolls to the newest message
   * (after the box's entrance, so the height scrolled by is the final one). Timed from the
   * visitor's action itself, not from a later render.
   */
  const scrollToNewest = useCallback(() => later(CHAT_SCROLL_DELAY_MS, () => {
    const list = boxRef.current?.querySelector('.qlwapp__messages');
    if (list) list.scrollTop = list.scrollHeight;
  }), [later]);

  const open = useCallback((moveFocus: boolean) => {
    if (phaseRef.current === 'open') return;
    setBuilt(true);
    setPhase('open');
    focusNext.current = moveFocus ? { kind: 'box' } : null;
    scrollToNewest();
  }, [scrollToNewest]);

  /** SPEC §4: closing animates for 300 ms and keeps the box shut (no auto-open) for 7 days. */
  const close = useCallback((returnFocus: boolean) => {
    if (phaseRef.current !== 'open') return;
    env.rememberClosed();
    setPhase('closing');
    later(CHAT_CLOSE_ANIMATION_MS, () => setPhase((current) => (current === 'closing' ? 'closed' : current)));
    if (returnFocus) buttonRef.current?.focus();
  }, [env, later]);

  // SPEC §4 auto-open, once, unless the visitor closed the box in the last 7 days. A layout
  // effect runs as the widget mounts, so auto_delay_open counts from then, not from a frame later.
  useLayoutEffect(() => {
    if (box.auto_open !== 'yes' || button.box !== 'yes' || env.wasClosed()) return;
    const timer = window.setTimeout(() => open(false), box.auto_delay_open);
    return () => window.clearTimeout(timer);
    // The configuration does not change after mount: the timer is set once.
  }, []);

  // SPEC §4: a mousedown anywhere outside the widget closes the box when the owner allows it.
  useEffect(() => {
    if (phase !== 'open' || box.allow_outside_close !== 'yes') return;
    const onMouseDown = (event: MouseEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) close(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [phase, box.allow_outside_close, close]);

  // Focus follows the visitor's action as soon as the view it leads to is in the DOM.
  useLayoutEffect(() => {
    const target = focusNext.current;
    const boxElement = boxRef.current;
    if (!target || !boxElement || phase !== 'open') return;
    focusNext.current = null;
    if (target.kind === 'contact') {
      Array.from(boxElement.querySelectorAll<HTMLElement>('[data-contact]')).find((el) => el.dataset.contact === target.key)?.focus();
      return;
    }
    const first = target.kind === 'reply' || chat.contactId
      ? textareaRef.current
      : boxElement.querySelector<HTMLElement>('.qlwapp__contact:not([aria-disabled])') ?? boxElement.querySelector<HTMLElement>('.qlwapp__close');
    first?.focus();
  });

  const current = contacts.find((c) => c.key === chat.contactId) ?? null;
  const messages = current ? chat.contactsConversation[current.key]?.messageListArray ?? [] : [];
  const needsConsent = consentRequired(box);
  // A contact who went offline (readonly) while their conversation was open cannot be written to.
  const canSend = !!current && !current.disabled && canSendMessage(draft, { required: needsConsent, accepted: chat.generalConsentAccepted });

  const select = (item: ListedContact) => {
    if (item.disabled) return;
    if (!item.contact.chat) {
      env.startConversation(item.contact, item.contact.message, button.whatsapp_link_type);
      return;
    }
    focusNext.current = { kind: 'reply' };
    setChat((state) => openConversation(state, item.contact));
    scrollToNewest();
  };

  const back = () => {
    if (leaving || !current) return;
    setLeaving(true);
    const key = current.key;
    later(CHAT_BACK_REVERT_MS, () => {
      setLeaving(false);
      focusNext.current = { kind: 'contact', key };
      setChat(closeConversation);
    });
  };

  const send = () => {
    if (!canSend || !current) return;
    const text = clampMessage(draft.trim());
    setChat((state) => addUserMessage(state, current.key, { id: messageId(), text }));
    setDraft('');
    scrollToNewest();
    env.startConversation(current.contact, text, button.whatsapp_link_type);
  };

  const accept = () => {
    setChat((state) => ({ ...state, generalConsentAccepted: true }));
    later(CHAT_CONSENT_HIDE_MS, () => setConsentShown(false));
    // The accepted checkbox is disabled, then gone: the visitor goes on writing.
    textareaRef.current?.focus();
  };

  const onButtonClick = () => {
    if (button.box === 'yes') {
      if (phaseRef.current === 'open') close(false);
      else open(true);
      return;
    }
    // box 'no': the button itself opens a conversation — its own phone or group, else the first contact.
    if (!buttonAvailability.availableNow) return;
    const own = button.phone || button.group ? button : null;
    const target = own ?? contacts.find((c) => !c.disabled)?.contact;
    if (target) env.startConversation(target, target.message ?? '', button.whatsapp_link_type);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || phaseRef.current !== 'open') return;
    event.preventDefault();
    close(true);
  };

  if (!shownOnDevice(config.display.devices, device)) return null;
  if (!buttonAvailability.availableNow && button.visibility === 'hidden') return null;

  const anyoneAvailable = button.box === 'yes' ? contacts.some((c) => c.availability.availableNow) : buttonAvailability.availableNow;
  const position = /^(bottom|middle)-(left|right)$/.test(button.position) ? button.position : 'bottom-right';

  return (
    <div ref={rootRef} className={`qlwapp qlwapp--${position} qlwapp--${device} qlwapp--layout-${button.layout === 'bubble' ? 'bubble' : 'button'}`} onKeyDown={onKeyDown}>
      <FloatingButton
        button={button}
        boxId={built ? BOX_ID : undefined}
        opensBox={button.box === 'yes'}
        expanded={phase === 'open'}
        available={buttonAvailability.availableNow}
        note={availabilityNote(buttonAvailability)}
        showBubble={button.notification_bubble === 'yes' && phase === 'closed' && anyoneAvailable}
        buttonRef={buttonRef}
        onClick={onButtonClick}
      />
      {button.box === 'yes' && built && (
        <ChatBox
          id={BOX_ID}
          boxRef={boxRef}
          phase={phase}
          device={device}
          headerHtml={sanitized.header}
          footerHtml={sanitized.footer}
          contacts={contacts}
          current={current}
          messages={messages}
          leaving={leaving}
          textareaRef={textareaRef}
          reply={{
            draft,
            placeholder: box.response,
            canSend,
            consent: { shown: needsConsent && consentShown, accepted: chat.generalConsentAccepted, html: sanitized.consent },
            onDraft: setDraft,
            onSend: send,
            onAccept: accept,
          }}
          onClose={() => close(true)}
          onBack={back}
          onSelect={select}
        />
      )}
    </div>
  );
}
