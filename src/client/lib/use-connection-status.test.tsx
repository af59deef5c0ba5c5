import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useConnectionStatus, useOnline } from './use-connection-status';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Renders `Component` on the server, hydrates it in a browser on 4G: how often it drew, and what. */
function drawsAfterHydration(Component: (props: { onDraw: () => void }) => ReactNode) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), { effectiveType: '4g' }),
  });
  try {
    document.body.innerHTML = `<div id="root">${renderToString(<Component onDraw={() => {}} />)}</div>`;
    let draws = 0;
    act(() => {
      root = hydrateRoot(
        document.getElementById('root')!,
        <Component onDraw={() => (draws += 1)} />,
      );
    });
    return { draws, text: document.getElementById('root')!.textContent };
  } finally {
    delete (navigator as { connection?: unknown }).connection;
  }
}

describe('the connection status', () => {
  it('online, as the server drew it: nothing draws again after hydration', () => {
    function Row({ onDraw }: { onDraw: () => void }) {
      onDraw();
      return <p>{useOnline() ? 'online' : 'offline'}</p>;
    }
    expect(drawsAfterHydration(Row)).toEqual({ draws: 1, text: 'online' });
  });

  it('the connection type, which the server cannot know, appears right after hydration', () => {
    function Banner({ onDraw }: { onDraw: () => void }) {
      onDraw();
      const { online, type } = useConnectionStatus();
      return <p>{`${online ? 'online' : 'offline'} ${type ?? ''}`}</p>;
    }
    expect(drawsAfterHydration(Banner)).toEqual({ draws: 2, text: 'online 4g' });
  });
});
