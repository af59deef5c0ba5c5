import { ApiError } from '@/client/lib/api-client';
import { profilesSource } from '../api/profiles-source';

/**
 * 'Switch profile' (the avatar menu): with accounts, this device forgets its choice on the
 * server first, so "Who's watching?" asks again (a locked profile its PIN). Offline it does not
 * start: switching pulls the chosen profile's library, which needs the server.
 */
export async function switchProfile(): Promise<'offline' | 'ask'> {
  const source = profilesSource();
  if (!source.pins) return 'ask';
  if (!navigator.onLine) return 'offline';
  try {
    await source.forgetChoice();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return 'offline';
    // Any other answer (a server without profiles yet): the chooser still opens.
  }
  return 'ask';
}
