import { JoinRoomPage } from '@/client/features/watch-together/components/join-room-page';

/** `/watch-together`: 'Join a room' by its code (issue 35). */
export default function Route() {
  return <JoinRoomPage />;
}
