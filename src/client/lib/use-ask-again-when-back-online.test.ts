import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAskAgainWhenBackOnline } from './use-ask-again-when-back-online';

const waits = [1000, 2000, 4000];

function setup(answers: boolean[], { enabled = true } = {}) {
  const ask = vi.fn(async () => ({ isError: answers.shift() ?? false }));
  const view = renderHook(
    ({ online, on }: { online: boolean; on: boolean }) =>
      useAskAgainWhenBackOnline(online, ask, { enabled: on, waits }),
    { initialProps: { online: false, on: enabled } },
  );
  return { ask, view };
}

/** Lets the awaited ask settle, then moves the clock. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useAskAgainWhenBackOnline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once when the connection returns and the answer comes', async () => {
    const { ask, view } = setup([false]);
    expect(ask).not.toHaveBeenCalled();
    view.rerender({ online: true, on: true });
    await pass(20_000);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again after 1 s, then 2 s, while the network is not answering yet', async () => {
    const { ask, view } = setup([true, true, false]);
    view.rerender({ online: true, on: true });
    await pass(0);
    expect(ask).toHaveBeenCalledTimes(1);
    await pass(999);
    expect(ask).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(ask).toHaveBeenCalledTimes(2);
    await pass(2000);
    expect(ask).toHaveBeenCalledTimes(3);
    await pass(20_000);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('stops after the last wait, leaving the page its Retry', async () => {
    const { ask, view } = setup([true, true, true, true, true, true]);
    view.rerender({ online: true, on: true });
    await pass(60_000);
    expect(ask).toHaveBeenCalledTimes(1 + waits.length);
  });

  it('ends the series when the browser goes offline again', async () => {
    const { ask, view } = setup([true, true, true]);
    view.rerender({ online: true, on: true });
    await pass(0);
    view.rerender({ online: false, on: true });
    await pass(60_000);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for what is not enabled, nor on a first render that is online', async () => {
    const { ask, view } = setup([], { enabled: false });
    view.rerender({ online: true, on: false });
    await pass(10_000);
    expect(ask).not.toHaveBeenCalled();
    const online = renderHook(() => useAskAgainWhenBackOnline(true, ask, { waits }));
    await pass(10_000);
    expect(ask).not.toHaveBeenCalled();
    online.unmount();
  });
});
