import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { chatLanguageSchema } from '@/shared/chat/chat-schemas';
import type { ChatTitle } from '@/shared/chat/chat-schemas';
import { useSendChatMessage } from '../api/send-chat-message';
import { readHistory } from '@/client/library/stores/watch-history-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { readRatings } from '@/client/library/stores/ratings-store';
import { readVault } from '@/client/library/stores/vault-store';
import { CHAT_TEXTS, GREETING_DELAY_MS, PRESET_DELAY_MS } from '../utils/chat-content';
import { isWaitAnswer, waitMessage } from '@/client/lib/wait-text';
import { recentTurns, seenTitles, vaultTitles } from '../utils/chat-turns';

/**
 * The product's chat message (text, isBot, timestamp, animated), plus the linked titles
 * (docs/product.md#chat-screen).
 */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: number;
  animated: boolean;
  titles: ChatTitle[];
  /** Our recommender's answer in parts, shown as a list: the sentence before it, the note after. */
  intro?: string;
  note?: string | null;
}

let nextId = 0;
const message = (
  text: string,
  isBot: boolean,
  titles: ChatTitle[] = [],
  parts: Pick<ChatMessage, 'intro' | 'note'> = {},
): ChatMessage => ({
  id: `m${++nextId}`,
  text,
  isBot,
  timestamp: Date.now(),
  animated: true,
  titles,
  ...parts,
});

/**
 * The chat's state machine: idle, waiting (input disabled) while a reply is on its way, idle again
 * after the reply. Any failure appends the product's apology (docs/product.md#chat-screen) instead
 * of a reply; the limit's 429 says how long to wait instead.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [queued, setQueued] = useState(false);
  const mutation = useSendChatMessage();
  const timers = useRef<number[]>([]);
  const waiting = mutation.isPending || queued;
  // The chat's own messages are written in the page's language when they are shown.
  const { t, i18n } = useLingui();
  const greetingText = useRef(t(CHAT_TEXTS.greeting));
  useEffect(() => {
    greetingText.current = t(CHAT_TEXTS.greeting);
  }, [t]);

  useEffect(() => {
    const greeting = window.setTimeout(
      () => setMessages((list) => [message(greetingText.current, true), ...list]),
      GREETING_DELAY_MS,
    );
    const pending = timers.current;
    return () => {
      window.clearTimeout(greeting);
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, []);

  const { mutate, isPending } = mutation;
  // The page's language goes with each message: the answer's when the message's own is unclear
  // ("ok", a title alone; issue 33). English is the server's own default, so it is not sent.
  const language =
    v.is(chatLanguageSchema, i18n.locale) && i18n.locale !== 'en' ? i18n.locale : undefined;
  // The conversation so far, read when a message is sent (not a reason to rebuild `send`).
  const shown = useRef(messages);
  useEffect(() => {
    shown.current = messages;
  }, [messages]);
  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!text || isPending) return false;
      const turns = recentTurns(shown.current);
      setMessages((list) => [...list, message(text, false)]);
      // What the person has seen and saved, read when the message goes (never during render).
      const watched = seenTitles(readHistory(), readWatchedMarks(), readRatings());
      mutate(
        { text, turns, watched, vault: vaultTitles(readVault()), ...(language && { language }) },
        {
          onSuccess: (answer) =>
            setMessages((list) => [
              ...list,
              message(answer.text, true, answer.titles, {
                intro: answer.intro,
                note: answer.note,
              }),
            ]),
          // The limit's refusal says how long to wait; any other failure gets the apology.
          onError: (error) =>
            setMessages((list) => [
              ...list,
              message(
                isWaitAnswer(error)
                  ? t(waitMessage('messages', error.retryAfterS, i18n))
                  : t(CHAT_TEXTS.apology),
                true,
              ),
            ]),
        },
      );
      return true;
    },
    [mutate, isPending, language, t, i18n],
  );

  /** A Quick Request goes out after the product's short pause (docs/product.md#chat-screen). */
  const sendPreset = useCallback(
    (prompt: string) => {
      if (waiting) return;
      setQueued(true);
      const timer = window.setTimeout(() => {
        setQueued(false);
        send(prompt);
      }, PRESET_DELAY_MS);
      timers.current.push(timer);
    },
    [send, waiting],
  );

  return { messages, waiting, send, sendPreset };
}
