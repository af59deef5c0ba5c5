import { useSyncExternalStore } from 'react';

/**
 * Online or offline and the connection type, from the browser's own signals: the online and
 * offline events and, where the browser has it, navigator.connection (effectiveType: 4g, 3g...).
 */
interface NetworkInformation extends EventTarget {
  effectiveType?: string;
}

const connection = () =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection ?? null;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

const snapshot = () =>
  `${navigator.onLine ? 'online' : 'offline'}|${connection()?.effectiveType ?? ''}`;

const online = () => navigator.onLine;

/**
 * Whether the browser says it is online. The server renders 'online', and so does the page while
 * it hydrates, so an online browser has nothing to draw again after hydration. (Read together
 * with the connection type, which the server cannot know, it made every row of /browse draw
 * itself again at once, in one long task, right after hydration.)
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

/** Online or offline, and the connection type where the browser tells it (the mobile banner). */
export function useConnectionStatus(): { online: boolean; type: string | null } {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'online|');
  const [state, type] = value.split('|');
  return { online: state === 'online', type: type || null };
}
