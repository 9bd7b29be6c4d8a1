import { useMemo, useRef, type KeyboardEvent } from 'react';
import { availabilityNote, chatAvailability, listContacts, shownOnDevice, type ChatConfig } from '@beckon/core';
import { ChatBox } from './ChatBox.js';
import { FloatingButton } from './FloatingButton.js';
import { useFocusFollow, type FocusTarget } from './focus-follow.js';
import type { ChatEnvironment } from './types.js';
import { useBoxPhase } from './use-box-phase.js';
import { useConversation } from './use-conversation.js';
import { useDevice } from './use-device.js';
import { useLater } from './use-later.js';
import { usePersistedChat } from './use-persisted-chat.js';
import { useScrollToNewest } from './use-scroll-to-newest.js';

export interface ChatAppProps {
  config: ChatConfig;
  env: ChatEnvironment;
}

/** Ids live in the widget's own shadow root, so a fixed one cannot clash with the page or another widget. */
const BOX_ID = 'qlwapp-box';

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
  const chatState = usePersistedChat(config, env, contacts);

  const sanitized = useMemo(
    () => ({
      header: env.sanitize(box.header),
      footer: env.sanitize(box.footer),
      consent: env.sanitize(box.consentMessage),
    }),
    [env, box.header, box.footer, box.consentMessage],
  );

  const scrollToNewest = useScrollToNewest(later, boxRef);
  const [phase, built, open, close, isOpen] = useBoxPhase(config, env, later, scrollToNewest, focusNext, rootRef, buttonRef);
  useFocusFollow(focusNext, boxRef, textareaRef, phase, !!chatState[0].contactId);
  const conversation = useConversation(config, env, contacts, chatState, later, scrollToNewest, focusNext, textareaRef, sanitized.consent);

  const onButtonClick = () => {
    if (button.box === 'yes') {
      if (isOpen()) close(false);
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
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    close(true);
  };

  if (!shownOnDevice(config.display.devices, device)) return null;
  if (!buttonAvailability.availableNow && button.visibility === 'hidden') return null;

  const anyoneAvailable = button.box === 'yes' ? contacts.some((c) => c.availability.availableNow) : buttonAvailability.availableNow;
  const position = /^(bottom|middle)-(left|right)$/.test(button.position) ? button.position : 'bottom-right';

  return (
    <div
      ref={rootRef}
      className={`qlwapp qlwapp--${position} qlwapp--${device} qlwapp--layout-${button.layout === 'bubble' ? 'bubble' : 'button'}`}
      onKeyDown={onKeyDown}
    >
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
          textareaRef={textareaRef}
          onClose={() => close(true)}
          {...conversation}
        />
      )}
    </div>
  );
}
