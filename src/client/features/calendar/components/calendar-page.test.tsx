import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { renderRoute } from '@/client/testing/render-route';
import { episode, saveSeries, serveCalendar } from '../testing/calendar-fixtures';
import { CalendarPage } from './calendar-page';

const calendar = serveCalendar();

// Noon UTC on 1 December 2026 (a Tuesday): the same day in the test's zone and in UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 11, 1, 12));
});
afterEach(() => vi.useRealTimers());

const renderPage = () => renderRoute('/calendar', '/calendar', <CalendarPage feed="signed-in" />);

describe('/calendar', () => {
  it("lists the library's next episodes by day, with code, title, labels, watched and Play", async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' }, { id: 1399, name: 'Game of Thrones' });
    localStorage.setItem(
      watchStateKeys.marks,
      JSON.stringify([{ id: 1396, type: 'tv', season: 2, episode: 1, watchedAt: 1 }]),
    );
    calendar.answer = {
      source: 'tmdb',
      episodes: [
        episode({
          season: 2,
          episode: 1,
          title: 'Seven Thirty-Seven',
          airDate: '2026-11-29',
          label: 'season-premiere',
        }),
        episode({ season: 2, episode: 2, title: 'Grilled', airDate: '2026-12-01' }),
        episode({
          seriesId: 1399,
          seriesName: 'Game of Thrones',
          season: 8,
          episode: 6,
          title: 'The Iron Throne',
          airDate: '2026-12-02',
          label: 'series-finale',
        }),
        episode({ season: 2, episode: 3, title: 'Bit by a Dead Bee', airDate: '2026-12-04' }),
      ],
    };
    renderPage();

    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByRole('link', { name: 'Breaking Bad' })).toHaveAttribute(
      'href',
      '/tv/1396',
    );
    expect(within(today).getByText('S2E2')).toBeVisible();
    expect(within(today).getByText('Grilled')).toBeVisible();
    expect(within(today).getByRole('link', { name: 'Play Breaking Bad S2E2' })).toHaveAttribute(
      'href',
      '/watch/tv/1396/2/2',
    );

    const tomorrow = screen.getByRole('region', { name: 'Tomorrow' });
    expect(within(tomorrow).getByText('Series finale')).toBeVisible();
    // Not aired yet: nothing to play.
    expect(within(tomorrow).queryByRole('link', { name: /^Play/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Friday, December 4' })).toBeVisible();

    const recent = screen.getByRole('region', { name: 'Recently aired' });
    const sunday = within(recent).getByRole('region', { name: 'Sunday, November 29' });
    expect(within(sunday).getByText('Season premiere')).toBeVisible();
    expect(within(sunday).getByText('Watched')).toBeVisible();
    expect(within(today).queryByText('Watched')).toBeNull();

    // The series are asked for once, sorted, over the window around today.
    const asked = calendar.asked[0]!.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      ids: '1396,1399',
      from: '2026-11-24',
      to: '2027-01-30',
    });
  });

  it('counts an episode played to 90 % as watched', async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    localStorage.setItem(
      storageKeys.watchProgress('tv', 1396),
      JSON.stringify({
        id: 1396,
        title: 'Breaking Bad',
        type: 'tv',
        progress: { watched: 95, duration: 100 },
        last_season_watched: 2,
        last_episode_watched: 2,
        lastWatched: 1,
      }),
    );
    calendar.answer = {
      source: 'tmdb',
      episodes: [episode({ season: 2, episode: 2, airDate: '2026-11-30' })],
    };
    renderPage();
    const yesterday = await screen.findByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByText('Watched')).toBeVisible();
  });

  it('says "Nothing coming up for your series" with what feeds the page, asking nothing without series', async () => {
    renderPage();
    expect(await screen.findByText('Nothing coming up for your series')).toBeVisible();
    expect(screen.getByText(/series in your vault and the ones you are watching\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse series' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
    expect(calendar.asked).toEqual([]);
  });

  it('says so too when the series have nothing in the window', async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    renderPage();
    expect(await screen.findByText('Nothing coming up for your series')).toBeVisible();
    expect(calendar.asked).toHaveLength(1);
  });

  it('says that upcoming episodes need TMDB when the catalogue is the built-in one', async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    calendar.answer = { source: 'embedded', episodes: [] };
    renderPage();
    expect(await screen.findByText(/Upcoming episodes need the TMDB catalogue/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure with Retry, which asks again', async () => {
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    calendar.answer = 502;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue did not answer');
    calendar.answer = { source: 'tmdb', episodes: [episode({ airDate: '2026-12-01' })] };
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeVisible();
  });

  it('shows the list as soon as a series is saved in another tab', async () => {
    calendar.answer = { source: 'tmdb', episodes: [episode({ airDate: '2026-12-01' })] };
    renderPage();
    await screen.findByText('Nothing coming up for your series');
    saveSeries({ id: 1396, name: 'Breaking Bad' });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.vault }));
    expect(await screen.findByRole('region', { name: 'Today' })).toBeVisible();
  });
});

describe("the page's feed button", () => {
  it('is there signed in and signed out, and not with accounts off', async () => {
    const { unmount } = renderPage();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    unmount();
    renderRoute('/calendar', '/calendar', <CalendarPage feed={null} />);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
  });
});
