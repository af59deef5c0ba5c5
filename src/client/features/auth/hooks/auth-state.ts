import { msg } from '@lingui/core/macro';
import { createContext, useContext, useEffect } from 'react';
import { createStore } from 'zustand';
import { clientConfig } from '@/client/config/client-config';
import { ApiError, onUnauthorized } from '@/client/lib/api-client';
import { takeBootstrapSession } from '@/client/lib/bootstrap';
import { hideForeignLibrary } from '@/client/library/stores/library-owner';
import { storageKeys } from '@/client/lib/storage-keys';
import { readRaw, removeStored, storedKeys } from '@/client/lib/storage';
import { whenIdle } from '@/client/lib/when-idle';
import { useStoreState } from '@/client/lib/use-store-state';
import { notify } from '@/client/lib/notices';
import { pageText } from '@/client/lib/page-text';
import { useSessionUser, isSignedIn } from '@/client/lib/session-user-store';
import { getSession, parseSessionAnswer, type SessionAnswer } from '../api/get-session';

export type AuthStatus = 'anonymous' | 'loading' | 'signed-in' | 'signed-out';

/**
 * The auth state (docs/product.md#sessions): loading until the first session answer, then signed in
 * (user stored) or signed out (user cleared). The user itself lives in the session user store;
 * this only remembers whether the server has answered yet. No token is ever stored; who is signed in is kept only for
 * opening the app offline (lib/offline-account.ts).
 */
const sessionChecked = createStore<{ checked: boolean }>(() => ({ checked: false }));

/**
 * Stores a session answer: the single way the session user changes. `remembered` is the sign-in
 * form's 'Remember me', which decides how long the account is kept for offline opening;
 * `answered` is false when nobody is taken as signed in only because the server did not answer.
 */
export function applySession(answer: SessionAnswer, remembered?: boolean, answered = true) {
  const { setUser, removeUser } = useSessionUser.getState();
  const user = answer.user;
  if (user) {
    // Before anything renders for this user: another account's library is never shown to it.
    hideForeignLibrary(user.id);
    // A user counts as signed in when a name is present. An account created with a blank full
    // name has none, so it gets the product's display fallback 'User' (never the email, which
    // the profile would then show as the name).
    setUser({
      uid: user.id,
      email: user.email,
      displayName: user.name || null,
      name: user.name || 'User',
    });
    afterFirstPaint((module) => {
      // Only if still signed in: a sign-out in the meantime has forgotten the account already.
      if (useSessionUser.getState().uid !== user.id) return;
      module.keepOfflineAccount({ uid: user.id, name: user.name, email: user.email }, remembered);
    });
  } else {
    removeUser();
    // The remembered record goes at once (a tab closed right after must not keep it); the
    // tab's own copy, and any other, with the module.
    removeStored(storageKeys.offlineAccount);
    afterFirstPaint((module) => module.forgetOfflineAccount());
    // The server says nobody is signed in: what an ended session left (its library, snapshot,
    // owner mark; all `nexus_library_`) leaves too, however it ended (docs/product.md#sessions).
    if (answered && clientConfig().authMode === 'accounts' && storedKeys('nexus_library_')[0])
      void import('@/client/library/sync/library-sync').then((sync) => sync.forgetEndedSession());
  }
  sessionChecked.setState({ checked: true });
}

/**
 * Lazy, to spare the first load; the service worker keeps the chunk for offline opening. One
 * module, so its calls run in the order they were made.
 */
const offlineAccounts = () => import('@/client/lib/offline-account');
type OfflineAccounts = Awaited<ReturnType<typeof offlineAccounts>>;

/**
 * Keeping the record waits until a second after the page has loaded, as the cards' extras do:
 * its chunk never competes with the first paint or the largest image.
 */
function afterFirstPaint(task: (module: OfflineAccounts) => void) {
  whenIdle(() => void offlineAccounts().then(task), 1000);
}

/**
 * Offline, the session cannot be asked for: the owner of this browser's library stays signed
 * in with what is stored here (docs/product.md#installable-app), and the session is asked for
 * again once the browser is back online. True when someone was signed in that way.
 */
async function signInOffline(): Promise<boolean> {
  const { offlineAccount } = await offlineAccounts();
  const account = offlineAccount(readRaw(storageKeys.libraryOwner));
  if (!account) return false;
  hideForeignLibrary(account.uid);
  useSessionUser.getState().setUser({
    uid: account.uid,
    email: account.email,
    displayName: account.name || null,
    name: account.name || 'User',
  });
  sessionChecked.setState({ checked: true });
  window.addEventListener(
    'online',
    () => {
      pending = undefined;
      void loadSession();
    },
    { once: true },
  );
  return true;
}

let pending: Promise<void> | undefined;

// The page usually arrives with the session answer (lib/bootstrap.ts): then the first render
// already knows who is signed in, with no request and no 'Authenticating...' in between.
const bootstrapped = takeBootstrapSession();
if (bootstrapped !== undefined) {
  applySession(parseSessionAnswer(bootstrapped));
  pending = Promise.resolve();
}

/** Asks the server once per page load (callers share one request). */
function loadSession(): Promise<void> {
  pending ??= askUntilAnswered();
  return pending;
}

/**
 * While the accounts database is down the server answers 503: that says nothing about the
 * visitor, so they stay where they are (still loading), hear why once, and we ask again.
 */
async function askUntilAnswered(): Promise<void> {
  for (let told = false; ; told = true) {
    try {
      return applySession(await fetchWithOneRetry());
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && (await signInOffline())) return;
      // A failure is not an answer about the session: the library stays.
      if (!(error instanceof ApiError) || error.status !== 503)
        return applySession({ user: null }, undefined, false);
      if (!told)
        notify({
          message: pageText(msg`Your account is unreachable right now. Retrying…`),
          tone: 'warn',
        });
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

async function fetchWithOneRetry(): Promise<SessionAnswer> {
  try {
    return await getSession();
  } catch (error) {
    // A network blip at start-up should not sign anyone out; a real answer should. A browser
    // that knows it is offline has no blip to wait out.
    if (!(error instanceof ApiError) || error.status !== 0 || !navigator.onLine) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return getSession();
  }
}

/** Any 401 from our API means the session has ended (expired, revoked, account disabled). */
onUnauthorized(() => {
  if (sessionChecked.getState().checked) applySession({ user: null });
});

/** Test support: forget what the server said. */
export function resetAuthState() {
  pending = undefined;
  sessionChecked.setState({ checked: false });
  useSessionUser.getState().removeUser();
}

/**
 * On the server, the status of the visitor a page is rendered for (src/client/entry-server.tsx):
 * the server already asked for the session. Null in the browser, which uses its own answer.
 */
export const ServerAuthStatus = createContext<AuthStatus | null>(null);

export function useAuthStatus(): AuthStatus {
  const anonymous = clientConfig().authMode === 'anonymous';
  const onServer = useContext(ServerAuthStatus);
  const checked = useStoreState(sessionChecked, (s) => s.checked);
  const signedIn = useSessionUser(isSignedIn);
  useEffect(() => {
    if (!anonymous) void loadSession();
  }, [anonymous]);
  if (anonymous) return 'anonymous';
  if (onServer) return onServer;
  if (!checked) return 'loading';
  return signedIn ? 'signed-in' : 'signed-out';
}
