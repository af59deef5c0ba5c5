/**
 * The only code that touches sessionStorage, for what must end with the tab as a browser-session
 * cookie ends with the browser (lib/offline-account.ts). Nothing kept there is shown
 * or subscribed to, so it needs none of storage.ts's guarantees.
 */
function tabStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

export function readTabRaw(key: string): string | null {
  try {
    return tabStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the tab's storage is unavailable or full. */
export function writeTabRaw(key: string, text: string): boolean {
  try {
    const storage = tabStore();
    storage?.setItem(key, text);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeTabStored(key: string) {
  try {
    tabStore()?.removeItem(key);
  } catch {
    // nothing stored there
  }
}
