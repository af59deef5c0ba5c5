import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/client/lib/router/router';
import { PREFETCH_HOVER_DELAY_MS, CardContext } from './title-prefetch';
import { TitleCard } from './title-card';

const title = {
  id: 603,
  media_type: 'movie' as const,
  title: 'The Matrix',
  poster_path: null,
  release_date: '1999-03-30',
  vote_average: 8.2,
};

function renderCard() {
  const prefetch = vi.fn();
  render(
    <CardContext.Provider value={{ prefetch }}>
      <MemoryRouter>
        <TitleCard title={title} />
      </MemoryRouter>
    </CardContext.Provider>,
  );
  return { prefetch, card: screen.getByRole('link', { name: /The Matrix/ }) };
}

afterEach(() => vi.useRealTimers());

describe('card hover prefetch (spec: prefetch hover delay 100 ms)', () => {
  it('prefetches the title after 100 ms of hover, once', () => {
    vi.useFakeTimers();
    const { prefetch, card } = renderCard();
    expect(PREFETCH_HOVER_DELAY_MS).toBe(100);
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(99));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(
      expect.objectContaining({ id: 603, media_type: 'movie' }),
    );
  });

  it('does nothing when the pointer passes over in less than 100 ms', () => {
    vi.useFakeTimers();
    const { prefetch, card } = renderCard();
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(60));
    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(500));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('keyboard focus counts as intent too', () => {
    vi.useFakeTimers();
    const { prefetch, card } = renderCard();
    fireEvent.focus(card);
    act(() => vi.advanceTimersByTime(100));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
