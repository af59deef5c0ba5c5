import { Trans, useLingui } from '@lingui/react/macro';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { LIMITS } from '@/shared/api/limits';
import { CHAT_TEXTS } from '../utils/chat-content';

/** The message box: Enter sends, Shift+Enter starts a new line; blank text is never sent. */
export function ChatInput({
  waiting,
  onSend,
}: {
  waiting: boolean;
  onSend: (text: string) => boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;

  // Back to the box once the reply is in, so the conversation goes on from the keyboard.
  useEffect(() => {
    if (!waiting) box.current?.focus();
  }, [waiting]);

  const submit = () => {
    if (waiting || blank) return;
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line p-3 sm:p-4">
      <label htmlFor="chat-input" className="sr-only">
        <Trans comment="The chat box's label, for screen readers">Your message</Trans>
      </label>
      <textarea
        id="chat-input"
        ref={box}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        // Tells the page-start script that Enter here sends, so one pressed before the app has
        // the page is held and sent then (src/client/page-start/early-clicks.ts).
        data-enter-sends=""
        placeholder={t(CHAT_TEXTS.placeholder)}
        disabled={waiting}
        rows={2}
        maxLength={LIMITS.chatText.max}
        className="min-h-12 flex-1 resize-none rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-text placeholder:text-text-dim focus:border-accent disabled:opacity-60"
      />
      <button
        type="submit"
        disabled={waiting || blank}
        className={`${buttonStyles.primary} h-12`}
        aria-label={t`Send message`}
      >
        <SendHorizontal aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">
          <Trans comment="The chat's send button">Send</Trans>
        </span>
      </button>
    </form>
  );
}
