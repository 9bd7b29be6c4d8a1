import type { FormEvent, KeyboardEvent, MouseEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, chatTexts, replyKeyAction } from '@beckon/core';
import { Glyph } from './Icons.js';

interface ReplyAreaProps {
  draft: string;
  placeholder: string;
  canSend: boolean;
  consent: { shown: boolean; accepted: boolean; html: string };
  textareaRef: { current: HTMLTextAreaElement | null };
  onDraft: (text: string) => void;
  onSend: () => void;
  onAccept: () => void;
}

/**
 * SPEC §2 reply area: the general consent line (when on), the textarea (300 characters at most),
 * the emoji button (present, disabled: this build has no picker) and the send button. Enter
 * sends, Shift+Enter adds a line (SPEC §5).
 */
export function ReplyArea({ draft, placeholder, canSend, consent, textareaRef, onDraft, onSend, onAccept }: ReplyAreaProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // React wraps the DOM event (isComposing lives on nativeEvent); Preact hands over the DOM event.
    const native = (event.nativeEvent ?? event) as { isComposing?: boolean };
    const action = replyKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: native.isComposing === true });
    if (action !== 'send') return;
    event.preventDefault();
    onSend();
  };
  return (
    <div className="qlwapp__reply-area">
      {consent.shown && (
        <label className={`qlwapp__consent${consent.accepted ? ' qlwapp__consent--accepted' : ''}`}>
          <input
            type="checkbox"
            defaultChecked={consent.accepted}
            disabled={consent.accepted}
            onClick={(event: MouseEvent<HTMLInputElement>) => {
              if (event.currentTarget.checked) onAccept();
            }}
          />
          <span dangerouslySetInnerHTML={{ __html: consent.html }} />
          {consent.accepted && <Glyph name="check" />}
        </label>
      )}
      <div className="qlwapp__reply">
        <button type="button" className="qlwapp__emoji" aria-label={chatTexts.emoji} disabled>
          <Glyph name="emoji" />
        </button>
        <textarea
          ref={textareaRef}
          className="qlwapp__textarea"
          rows={1}
          value={draft}
          placeholder={placeholder}
          aria-label={chatTexts.messageLabel}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onInput={(event: FormEvent<HTMLTextAreaElement>) => onDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="qlwapp__send" aria-label={chatTexts.send} disabled={!canSend} onClick={onSend}>
          <Glyph name="send" />
        </button>
      </div>
    </div>
  );
}
