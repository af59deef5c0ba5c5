import { CalendarPage } from '@/client/features/calendar/components/calendar-page';
import { useAuthStatus } from '@/client/features/auth/hooks/auth-state';

export default function Route() {
  const status = useAuthStatus();
  // A feed needs an account: with accounts off the page has no feed button at all.
  const feed = status === 'anonymous' ? null : status === 'signed-in' ? 'signed-in' : 'signed-out';
  return <CalendarPage feed={feed} />;
}
