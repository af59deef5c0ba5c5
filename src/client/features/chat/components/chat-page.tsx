import { Trans } from '@lingui/react/macro';
import { BrainCircuit } from 'lucide-react';
import { useChat } from '../hooks/use-chat';
import { CHAT_TITLE } from '../utils/chat-content';
import { ChatInput } from './chat-input';
import { ChatMessageList } from './chat-message-list';
import { QuickRequests } from './quick-requests';

/** /neural-chat: the conversation with its input, and Quick Requests beside it (below on narrow screens). */
export function ChatPage() {
  const { messages, waiting, send, sendPreset } = useChat();
  return (
    <section className="mx-auto grid max-w-6xl gap-4 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:py-6">
      <div className="flex h-[calc(100dvh-9rem)] min-h-[26rem] flex-col overflow-hidden rounded-lg border border-line bg-bg">
        <header className="flex items-center gap-3 border-b border-line px-4 py-3">
          <BrainCircuit aria-hidden="true" className="size-6 text-accent" />
          <div>
            <h1 className="text-lg font-bold">{CHAT_TITLE}</h1>
            <p className="text-xs text-text-dim">
              <Trans comment="Under the chat's title">Recommendations from our catalogue</Trans>
            </p>
          </div>
        </header>
        <ChatMessageList messages={messages} waiting={waiting} />
        <ChatInput waiting={waiting} onSend={send} />
      </div>
      <QuickRequests waiting={waiting} onPick={sendPreset} />
    </section>
  );
}
