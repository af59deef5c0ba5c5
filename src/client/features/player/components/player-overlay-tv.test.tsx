import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { season } from '@/client/testing/tmdb-fixtures';
import { demoProvider } from '@/shared/player/provider-schema';
import { tvDetail } from '../testing/player-fixtures';
import { renderPlayerAt } from '../testing/player-render';

// The machine running the suite may be busy: give the player's data time to arrive.
configure({ asyncUtilTimeout: 10_000 });

const counts: Record<string, number> = { '1': 7, '2': 13, '3': 13 };
const server = setupServer(
  http.get('/api/stream-providers', () => HttpResponse.json({ providers: [demoProvider] })),
  http.get('/api/catalog/tv/1396', () => HttpResponse.json(tvDetail(1396, 'Breaking Bad'))),
  http.get('/api/catalog/tv/1396/season/:n', ({ params }) =>
    HttpResponse.json(season(1396, Number(params.n), counts[String(params.n)] ?? 0)),
  ),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./player-overlay');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const renderAt = (url: string) => renderPlayerAt(url, 'tv', 1396);
const frameSrc = (dialog: HTMLElement) => dialog.querySelector('iframe')?.getAttribute('src');
const location = () => screen.getByTestId('location').textContent?.replace('/tv/1396', '');

describe('PlayerOverlay for a series', { timeout: 30_000 }, () => {
  it('resuming from continue watching opens the episode last watched, at its position', async () => {
    localStorage.setItem(
      'watch_progress_tv_1396',
      JSON.stringify({
        id: 1396,
        title: 'Breaking Bad',
        type: 'tv',
        progress: { watched: 600.4, duration: 2820 },
        last_season_watched: 2,
        last_episode_watched: 3,
        lastWatched: 1,
      }),
    );
    renderAt('/tv/1396?resume=1');
    const dialog = await screen.findByRole('dialog', { name: 'Breaking Bad' });
    await vi.waitFor(() => expect(frameSrc(dialog)).toBe('/embed/tv/1396/2/3?start=600'), {
      timeout: 10_000,
    });
    // The page behind the player follows, so closing leaves it on the same episode.
    await vi.waitFor(() => expect(location()).toBe('?resume=1&season=2&episode=3'), {
      timeout: 10_000,
    });
    expect(within(dialog).getByText('S2 E3')).toBeInTheDocument();
  });

  it('pads a short season with the next one, and the keys move between episodes', async () => {
    const user = userEvent.setup();
    renderAt('/tv/1396?play=1&season=1&episode=7');
    const dialog = await screen.findByRole('dialog', { name: 'Breaking Bad' });
    const panel = within(dialog).getByRole('complementary', { name: 'Episodes' });
    // 7 episodes are fewer than 8: min(5, 12 - 7) = 5 of season 2 are appended.
    await within(panel).findByRole('button', { name: /^S2 E5 / });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(12);
    expect(within(panel).queryByRole('button', { name: /^S2 E6 / })).not.toBeInTheDocument();
    // Specials are not offered.
    expect(
      within(within(panel).getByRole('group', { name: 'Seasons' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['S1', 'S2', 'S3']);

    // Typing in an input is left alone.
    const search = screen.getByLabelText('Search', { selector: 'input' });
    search.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true, bubbles: true }),
    );
    expect(location()).toBe('?play=1&season=1&episode=7');

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(location()).toBe('?play=1&season=2&episode=1');
    await vi.waitFor(() => expect(frameSrc(dialog)).toBe('/embed/tv/1396/2/1'), {
      timeout: 10_000,
    });
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(location()).toBe('?play=1&season=2&episode=1'); // previous stops at 1
    await user.click(within(dialog).getByRole('button', { name: 'Next episode' }));
    expect(location()).toBe('?play=1&season=2&episode=2');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(location()).toBe('?play=1&season=2&episode=1');
  });

  it('Escape leaves fullscreen first and keeps the player open', async () => {
    renderAt('/tv/1396?play=1&season=1&episode=1');
    const dialog = await screen.findByRole('dialog', { name: 'Breaking Bad' });
    const exit = vi.fn(() => Promise.resolve());
    document.exitFullscreen = exit;
    // jsdom has no Fullscreen API: pretend the player is fullscreen.
    Object.defineProperty(document, 'fullscreenElement', { value: dialog, configurable: true });
    try {
      await userEvent.keyboard('{Escape}');
      expect(exit).toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    }
  });

  it('at the end of an episode the card offers the next episode by name', async () => {
    const user = userEvent.setup();
    renderAt('/tv/1396?play=1&season=1&episode=3');
    const dialog = await screen.findByRole('dialog', { name: 'Breaking Bad' });
    await within(dialog).findByRole('button', { name: /^E4 / });
    endStream(dialog, 'timeupdate', 45);
    const card = await within(dialog).findByRole('region', { name: 'Up next' });
    expect(within(card).getByText('S1E4 · Episode title 1.4')).toBeInTheDocument();
    // MANUAL (the default): no countdown.
    expect(within(card).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next episode' }));
    expect(location()).toBe('?play=1&season=1&episode=4');
    expect(within(dialog).queryByRole('region', { name: 'Up next' })).not.toBeInTheDocument();
  });

  it("after the last episode of the series the card offers 'Back to Breaking Bad', which closes the player", async () => {
    const user = userEvent.setup();
    renderAt('/tv/1396?play=1&season=3&episode=13');
    const dialog = await screen.findByRole('dialog', { name: 'Breaking Bad' });
    await within(dialog).findByRole('button', { name: /^E13 / });
    endStream(dialog, 'ended', 60);
    const card = await within(dialog).findByRole('region', { name: 'Up next' });
    await user.click(within(card).getByRole('button', { name: 'Back to Breaking Bad' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('?season=3&episode=13');
  });
});

/** The stream has loaded and reports a position near (or at) the end of its 60 s. */
function endStream(dialog: HTMLElement, event: 'timeupdate' | 'ended', currentTime: number) {
  const frame = dialog.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  fireEvent.load(frame);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'PLAYER_EVENT', data: { event, currentTime, duration: 60 } },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}
