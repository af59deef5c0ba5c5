import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProvider } from '@/shared/player/provider-schema';
import { usePlayerMessages } from './use-player-messages';

function setup(provider = demoProvider) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const onUpdate = vi.fn();
  const ref = { current: iframe };
  renderHook(() => usePlayerMessages(ref, provider, { type: 'movie', id: 550 }, onUpdate));
  const post = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? window.location.origin,
        source: init.source === undefined ? iframe.contentWindow : init.source,
      }),
    );
  return { onUpdate, post, iframe };
}

const playerEvent = {
  type: 'PLAYER_EVENT',
  data: { event: 'pause', currentTime: 12, duration: 60 },
};

describe('usePlayerMessages', () => {
  afterEach(() => document.body.replaceChildren());

  it('delivers a valid message from our frame and an allowed origin', () => {
    const { onUpdate, post } = setup();
    post(playerEvent);
    expect(onUpdate).toHaveBeenCalledWith({ event: 'pause', currentTime: 12, duration: 60 });
  });

  it('ignores other origins, other windows and malformed data without throwing', () => {
    const { onUpdate, post } = setup();
    post(playerEvent, { origin: 'https://evil.example' });
    post(playerEvent, { source: window });
    post(playerEvent, { source: null });
    expect(() => post('{"type":"PLAYER_EVENT"')).not.toThrow();
    post({ type: 'PLAYER_EVENT', data: { event: 'pause', currentTime: 'soon', duration: 60 } });
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('reads only the configured origins of a third-party provider', () => {
    const provider = {
      ...demoProvider,
      movieUrl: 'https://player.acme.example/m/{id}',
      messageOrigins: ['https://events.acme.example'],
      adapter: 'auto' as const,
    };
    const { onUpdate, post } = setup(provider);
    post(playerEvent, { origin: window.location.origin });
    post(playerEvent, { origin: 'https://player.acme.example' });
    expect(onUpdate).not.toHaveBeenCalled();
    post(playerEvent, { origin: 'https://events.acme.example' });
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
