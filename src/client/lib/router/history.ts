/**
 * Where the router's location comes from: the browser's history, or memory (tests).
 * Entries carry `{ usr, key, idx }` in history.state, so code can tell whether there is a page
 * to go back to (`idx > 0`).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  location(): Location;
  push(to: To, options?: NavigateOptions): void;
  go(delta: number): void;
  subscribe(listener: () => void): () => void;
}

let keyCounter = 0;
const newKey = () => `k${(keyCounter += 1).toString(36)}${Date.now().toString(36)}`;

/** Resolves `to` against the current location; `{ search }` alone keeps the current path. */
export function resolveTo(to: To, from: Location): Omit<Location, 'state' | 'key'> {
  if (typeof to === 'string') {
    const url = new URL(to, `http://x${from.pathname}${from.search}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  return {
    pathname: to.pathname ?? from.pathname,
    search: normalise(to.search ?? (to.pathname ? '' : from.search), '?'),
    hash: normalise(to.hash ?? '', '#'),
  };
}

function normalise(part: string, prefix: string) {
  return part === '' || part === prefix ? '' : part.startsWith(prefix) ? part : prefix + part;
}

export function createBrowserHistory(): History {
  const listeners = new Set<() => void>();
  let current = readBrowser();
  if (typeof window.history.state?.idx !== 'number') {
    window.history.replaceState({ usr: null, key: current.key, idx: 0 }, '');
  }
  window.addEventListener('popstate', () => {
    current = readBrowser();
    listeners.forEach((l) => l());
  });
  return {
    location: () => current,
    push(to, options = {}) {
      const next = resolveTo(to, current);
      const idx = (window.history.state?.idx ?? 0) + (options.replace ? 0 : 1);
      const entry = { usr: options.state ?? null, key: newKey(), idx };
      const href = next.pathname + next.search + next.hash;
      if (options.replace) window.history.replaceState(entry, '', href);
      else window.history.pushState(entry, '', href);
      current = readBrowser();
      // A new page starts at the top, unless it points at an anchor.
      if (!options.replace && !next.hash) window.scrollTo(0, 0);
      listeners.forEach((l) => l());
    },
    go: (delta) => window.history.go(delta),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function readBrowser(): Location {
  const state = window.history.state as { usr?: unknown; key?: string } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

export function createMemoryHistory(initialEntries: To[] = ['/']): History {
  const listeners = new Set<() => void>();
  const start: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const entries: Location[] = initialEntries.map((entry, i) => ({
    ...resolveTo(entry, start),
    state:
      typeof entry === 'object' && 'state' in entry ? (entry as { state: unknown }).state : null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  const emit = () => listeners.forEach((l) => l());
  return {
    location: () => entries[index]!,
    push(to, options = {}) {
      const next = {
        ...resolveTo(to, entries[index]!),
        state: options.state ?? null,
        key: newKey(),
      };
      if (options.replace) entries[index] = next;
      else entries.splice((index += 1), entries.length, next);
      emit();
    },
    go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
