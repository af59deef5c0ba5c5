import { ChatPage } from '@/client/features/chat/components/chat-page';

export default function Route() {
  return <ChatPage />;
}
