import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import type { Translate } from '@/client/library/rules/translate';
import { Bot, User } from 'lucide-react';
import { useHydrated } from '@/client/lib/use-hydrated';
import type { ChatMessage } from '../hooks/use-chat';
import { ChatTitleCard } from './chat-title-card';

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** Who wrote a message: the assistant's name (not translated), or the person. */
export function senderName(message: ChatMessage, t: Translate) {
  return message.isBot
    ? 'NEXUS AI'
    : t(msg({ message: 'You', comment: "The person's own chat messages are signed so" }));
}

/** One message: who sent it, the text (always as text, never as HTML), the time, any titles. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(locale, TIME), [locale]);
  const sender = senderName(message, t);
  const Icon = message.isBot ? Bot : User;
  // The time is the browser's clock in the visitor's zone: the server knows neither, so it
  // leaves the time's box empty (the same width) and the browser fills it in.
  const hydrated = useHydrated();
  const time = hydrated ? timeFormat.format(message.timestamp) : '';
  return (
    <li
      className={`flex gap-3 ${message.isBot ? '' : 'flex-row-reverse'} ${message.animated ? 'animate-enter' : ''}`}
      aria-label={
        time
          ? t({
              message: `${sender} at ${time}`,
              comment: "A chat message: who wrote it ('You' or NEXUS AI) and when",
            })
          : sender
      }
    >
      <span
        aria-hidden="true"
        className={`mt-1 flex size-8 shrink-0 items-center justify-center rounded-full border ${message.isBot ? 'border-accent text-accent' : 'border-line text-text-dim'}`}
      >
        <Icon className="size-4" />
      </span>
      <div
        className={`max-w-[85%] rounded-lg border px-4 py-3 ${message.isBot ? 'border-line bg-surface' : 'border-accent/40 bg-surface-2'}`}
      >
        <p className="flex items-baseline justify-between gap-4 text-xs text-text-dim">
          <span className="label-caps font-bold">{sender}</span>
          {hydrated ? (
            <time dateTime={new Date(message.timestamp).toISOString()} className="min-w-[5ch]">
              {time}
            </time>
          ) : (
            <span className="min-w-[5ch]" />
          )}
        </p>
        {/* Our recommender's answers come in parts: the list then carries each title's reason. */}
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-text">
          {message.intro ?? message.text}
        </p>
        {message.titles.length > 0 && (
          <ol className="mt-3 flex flex-col gap-3" aria-label={t`Recommended titles`}>
            {message.titles.map((title) => (
              <li key={`${title.media_type}-${title.id}`}>
                <ChatTitleCard title={title} />
              </li>
            ))}
          </ol>
        )}
        {message.intro !== undefined && message.note && (
          <p className="mt-3 text-xs leading-relaxed text-text-dim">{message.note}</p>
        )}
      </div>
    </li>
  );
}
