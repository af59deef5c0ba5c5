import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../hooks/use-chat';
import { CHAT_TEXTS } from '../utils/chat-content';
import { ChatMessageItem, senderName } from './chat-message-item';

/**
 * The conversation, kept scrolled to the newest message. A hidden live region reads each new
 * message to screen readers once (the list itself is not live, so cards are not read twice).
 */
export function ChatMessageList({
  messages,
  waiting,
}: {
  messages: ChatMessage[];
  waiting: boolean;
}) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const latest = messages[messages.length - 1];

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, waiting]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
      <ol
        className="flex flex-col gap-4"
        aria-label={t({ message: 'Conversation', comment: "The chat's list of messages" })}
      >
        {messages.map((m) => (
          <ChatMessageItem key={m.id} message={m} />
        ))}
      </ol>
      {waiting && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-text-dim">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-pulse rounded-full bg-accent"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {t(CHAT_TEXTS.typing)}
        </p>
      )}
      <div aria-live="polite" className="sr-only">
        {latest ? `${senderName(latest, t)}: ${latest.text}` : ''}
      </div>
    </div>
  );
}
