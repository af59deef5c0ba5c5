import { useEffect, useRef } from 'react';
import { paths } from '@/client/config/paths';
import { useNavigate, type NavigateFunction } from '@/client/lib/router/router';
import { remoteKeyOf, type RemoteKey } from './keys';
import type * as NavigatorModule from './navigator';

/**
 * The only part of spatial navigation every page loads (decision 0027): one keydown listener
 * that decides at once whether an arrow or a Back key is ours (so it can prevent the browser's
 * scrolling), and imports the navigator itself on the first such key.
 * docs/product.md#remote-and-arrow-keys
 */

type Navigator = typeof NavigatorModule;
let loaded: Navigator | null = null;
let loading: Promise<Navigator> | null = null;

/** Keys pressed while the navigator loads are handled in order once it is there. */
let queue: Promise<unknown> = Promise.resolve();

function handle(event: KeyboardEvent, kind: RemoteKey, navigate: NavigateFunction) {
  const run = (nav: Navigator) =>
    nav.handleRemoteKey(event, kind, { navigate, home: paths.browse });
  if (loaded) {
    run(loaded);
    return;
  }
  loading ??= import('./navigator').then((nav) => (loaded = nav));
  queue = queue.then(() => loading).then((nav) => nav && run(nav));
}

/** Mounted once, by the root layout. */
export function useRemoteKeys() {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const kind = remoteKeyOf(event);
      if (!kind) return;
      event.preventDefault();
      handle(event, kind, latest.current);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
