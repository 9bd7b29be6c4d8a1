import { chatTexts, escapeChatText, type ChatMessage } from '@beckon/core';

interface ConversationProps {
  messages: ChatMessage[];
  footerHtml: string;
  bodyStyle: Record<string, string> | undefined;
}

/**
 * SPEC §2 conversation view: the visitor's messages, escaped with their line breaks kept, and
 * the owner's footer. (Scrolling to the newest is the widget's, timed from the visitor's action.)
 */
export function Conversation({ messages, footerHtml, bodyStyle }: ConversationProps) {
  return (
    <>
      <div className="qlwapp__messages" role="log" aria-label={chatTexts.messages} tabIndex={0} style={bodyStyle}>
        {messages.map((message) => (
          <div key={message.id} className={`qlwapp__message qlwapp__message--${message.source}`}>
            <span className="qlwapp__message-text" dangerouslySetInnerHTML={{ __html: escapeChatText(message.text) }} />
            {message.status === 'waiting' && <span className="qlwapp__spinner" role="status" aria-label={chatTexts.waiting} />}
          </div>
        ))}
      </div>
      {footerHtml && <div className="qlwapp__footer" dangerouslySetInnerHTML={{ __html: footerHtml }} />}
    </>
  );
}
