import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/client/testing/render-route';
import { episode, saveSeries, serveCalendar } from '../testing/calendar-fixtures';
import { UpcomingRow } from './upcoming-row';

const calendar = serveCalendar();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 11, 1, 12));
});
afterEach(() => vi.useRealTimers());

const renderRow = () => renderRoute('/browse', '/browse', <UpcomingRow />);

describe("the home row 'Upcoming'", () => {
  it("shows the episodes from today on, nearest first, with S/E and the day, and 'See all'", async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    calendar.answer = {
      source: 'tmdb',
      episodes: [
        episode({ episode: 1, airDate: '2026-11-30' }),
        episode({ episode: 2, airDate: '2026-12-01' }),
        episode({ episode: 3, airDate: '2026-12-02' }),
        episode({ episode: 4, airDate: '2026-12-04' }),
      ],
    };
    renderRow();
    const row = await screen.findByRole('region', { name: 'Upcoming' });
    const cards = within(within(row).getByRole('list', { name: 'Upcoming' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Breaking Bad, S1E2, Today',
      'Breaking Bad, S1E3, Tomorrow',
      'Breaking Bad, S1E4, Fri, Dec 4',
    ]);
    expect(cards[0]).toHaveAttribute('href', '/tv/1396');
    expect(
      within(row).getAllByRole('img', { name: 'Poster of Breaking Bad' }).length,
    ).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/calendar');
  });

  it('is not there when nothing airs from today on', async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    calendar.answer = { source: 'tmdb', episodes: [episode({ airDate: '2026-11-30' })] };
    const { container } = renderRow();
    await vi.waitFor(() => expect(calendar.asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Upcoming' })).toBeNull();
    expect(container.querySelector('section')).toBeNull();
  });

  it('is not there, and asks nothing, without series in the library', () => {
    // Nor does it build a date formatter: a page's first one loads the locale data, a long task.
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    renderRow();
    expect(screen.queryByRole('region', { name: 'Upcoming' })).toBeNull();
    expect(calendar.asked).toEqual([]);
    expect(formatters).not.toHaveBeenCalled();
    formatters.mockRestore();
  });
});
