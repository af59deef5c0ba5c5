import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProvider } from '@/shared/player/provider-schema';
import { LOAD_TIMEOUT_MS, PlayerFrame } from './player-frame';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function goOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

function renderFrame() {
  const onLoad = vi.fn();
  render(
    <PlayerFrame
      src="/embed/movie/603?start=0"
      provider={demoProvider}
      label="The Matrix"
      frameRef={createRef()}
      onNextProvider={() => {}}
      onBack={() => {}}
      onLoad={onLoad}
    />,
  );
  return { frame: () => screen.queryByTitle('NEXUS stream: The Matrix'), onLoad };
}

describe('the player frame offline (docs/product.md#installable-app)', () => {
  it('says that playing needs a connection, then loads the stream once back online', () => {
    online = false;
    vi.useFakeTimers();
    const { frame } = renderFrame();
    expect(screen.getByRole('alert')).toHaveTextContent('YOU ARE OFFLINE');
    expect(frame()).toBeNull();
    // No load timeout counts while offline: coming back never finds 'STREAM TEMPORARILY UNAVAILABLE'.
    act(() => void vi.advanceTimersByTime(LOAD_TIMEOUT_MS * 2));
    goOnline(true);
    expect(screen.queryByText('YOU ARE OFFLINE')).toBeNull();
    expect(screen.queryByText('STREAM TEMPORARILY UNAVAILABLE')).toBeNull();
    expect(frame()).not.toBeNull();
  });

  it('leaves a stream that has loaded alone through a drop in the connection', () => {
    const { frame, onLoad } = renderFrame();
    fireEvent.load(frame()!);
    expect(onLoad).toHaveBeenCalledTimes(1);
    goOnline(false);
    expect(frame()).not.toBeNull();
    expect(screen.queryByText('YOU ARE OFFLINE')).toBeNull();
  });
});
