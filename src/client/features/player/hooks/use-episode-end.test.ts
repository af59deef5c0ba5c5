import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressUpdate } from '@/shared/player/progress-adapters';
import { useEpisodeEnd } from './use-episode-end';

const at = (
  currentTime: number,
  event: ProgressUpdate['event'] = 'timeupdate',
): ProgressUpdate => ({
  event,
  currentTime,
  duration: 60,
});

function setUp(props: { enabled?: boolean; autoPlay?: boolean; hasNext?: boolean } = {}) {
  const onAutoPlay = vi.fn();
  const hook = renderHook(
    ({ episodeKey, autoPlay }: { episodeKey: string; autoPlay: boolean }) =>
      useEpisodeEnd({
        enabled: props.enabled ?? true,
        episodeKey,
        autoPlay,
        onAutoPlay: props.hasNext === false ? null : onAutoPlay,
      }),
    { initialProps: { episodeKey: '1-3', autoPlay: props.autoPlay ?? false } },
  );
  return { ...hook, onAutoPlay };
}

// Fake timers: the countdown is driven by hand, never by the clock.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useEpisodeEnd', () => {
  it('shows the card only in the last 20 s, and hides it again after a seek back', () => {
    const { result } = setUp();
    act(() => result.current.onUpdate(at(39)));
    expect(result.current.showing).toBe(false);
    act(() => result.current.onUpdate(at(40)));
    expect(result.current.showing).toBe(true);
    expect(result.current.countdown).toBeNull();
    act(() => result.current.onUpdate(at(10, 'seeked')));
    expect(result.current.showing).toBe(false);
  });

  it('shows the card when the provider reports the end, even without times', () => {
    const { result } = setUp();
    act(() => result.current.onUpdate({ event: 'ended', currentTime: 0, duration: 0 }));
    expect(result.current.showing).toBe(true);
  });

  it('with MANUAL, the end counts nothing down and plays nothing', () => {
    const { result, onAutoPlay } = setUp();
    act(() => result.current.onUpdate(at(60, 'ended')));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.countdown).toBeNull();
    expect(onAutoPlay).not.toHaveBeenCalled();
  });

  it('with AUTO-PLAY, the end counts down 10 s and then plays the next episode', () => {
    const { result, onAutoPlay } = setUp({ autoPlay: true });
    act(() => result.current.onUpdate(at(50)));
    expect(result.current.countdown).toBeNull(); // the card, but no countdown before the end
    act(() => result.current.onUpdate(at(60, 'ended')));
    expect(result.current.countdown).toBe(10);
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current.countdown).toBe(1);
    expect(onAutoPlay).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onAutoPlay).toHaveBeenCalledTimes(1);
  });

  it('Cancel stops the countdown and the card stays', () => {
    const { result, onAutoPlay } = setUp({ autoPlay: true });
    act(() => result.current.onUpdate(at(60, 'ended')));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => result.current.cancel());
    expect(result.current.countdown).toBeNull();
    expect(result.current.showing).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onAutoPlay).not.toHaveBeenCalled();
  });

  it('a new episode starts without a card, and a cancel does not carry over', () => {
    const { result, rerender } = setUp({ autoPlay: true });
    act(() => result.current.onUpdate(at(60, 'ended')));
    act(() => result.current.cancel());
    rerender({ episodeKey: '1-4', autoPlay: true });
    expect(result.current.showing).toBe(false);
    act(() => result.current.onUpdate(at(60, 'ended')));
    expect(result.current.countdown).toBe(10);
  });

  it('after the last episode there is a card but no countdown; films never get one', () => {
    const last = setUp({ autoPlay: true, hasNext: false });
    act(() => last.result.current.onUpdate(at(60, 'ended')));
    expect(last.result.current.showing).toBe(true);
    expect(last.result.current.countdown).toBeNull();
    const film = setUp({ enabled: false, autoPlay: true });
    act(() => film.result.current.onUpdate(at(60, 'ended')));
    expect(film.result.current.showing).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(film.onAutoPlay).not.toHaveBeenCalled();
  });
});
