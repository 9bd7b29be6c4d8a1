import type { ChatButton } from '@beckon/core';
import { chatTexts } from '@beckon/core';
import { ButtonIcon, Glyph } from './Icons.js';

interface FloatingButtonProps {
  button: ChatButton;
  /** the box's id once it is built (lazy_load builds it on first open) */
  boxId: string | undefined;
  /** whether the button opens the box (button.box yes) or a conversation directly */
  opensBox: boolean;
  expanded: boolean;
  available: boolean;
  note: string | null;
  showBubble: boolean;
  buttonRef: { current: HTMLButtonElement | null };
  onClick: () => void;
}

/**
 * SPEC §2 floating button: its layout, icon, text, the availability line, and the notification
 * bubble '1'. It discloses the box (aria-expanded) when it opens one.
 */
export function FloatingButton({ button, boxId, opensBox, expanded, available, note, showBubble, buttonRef, onClick }: FloatingButtonProps) {
  const bubble = button.layout === 'bubble';
  const classes = [
    'qlwapp__button',
    `qlwapp__button--${bubble ? 'bubble' : 'button'}`,
    button.rounded === 'yes' ? 'qlwapp__button--rounded' : 'qlwapp__button--square',
    available ? '' : 'qlwapp__button--disabled',
    expanded ? 'qlwapp__button--open' : '',
    showBubble && button.notification_bubble_animation && button.notification_bubble_animation !== 'none'
      ? `qlwapp__button--${button.notification_bubble_animation}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const text = button.text.trim();
  // The badge sits on the round disc of the bubble layout, on the corner of the pill otherwise.
  const badge = showBubble && (
    <span className="qlwapp__bubble" aria-hidden="true">
      1
    </span>
  );
  return (
    <button
      ref={buttonRef}
      type="button"
      className={classes}
      aria-label={text ? undefined : opensBox ? chatTexts.openChat : chatTexts.dialogLabel}
      aria-expanded={opensBox ? expanded : undefined}
      aria-controls={opensBox ? boxId : undefined}
      aria-haspopup={opensBox ? 'dialog' : undefined}
      aria-disabled={!opensBox && !available ? 'true' : undefined}
      onClick={onClick}
    >
      <span className="qlwapp__disc">
        {bubble && expanded ? <Glyph name="close" /> : <ButtonIcon icon={button.icon} />}
        {bubble && badge}
      </span>
      {(text || note) && (
        <span className="qlwapp__label">
          {text && (
            <span className="qlwapp__text">
              {text}
              {showBubble && <span className="qlwapp__sr-only">, {chatTexts.newMessage}</span>}
            </span>
          )}
          {note && <span className="qlwapp__time">{note}</span>}
        </span>
      )}
      {!bubble && badge}
    </button>
  );
}
