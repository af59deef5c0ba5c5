import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useNavigate } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/client/testing/api-error';
import { demoProvider, type StreamProvider } from '@/shared/player/provider-schema';
import { LOAD_TIMEOUT_MS } from './player-frame';
import { movieDetail, movieSummary, paged } from '../testing/player-fixtures';
import { PlayerOverlaySlot } from './player-overlay-slot';
import { renderPlayerAt } from '../testing/player-render';
import { currentUrl } from '@/client/testing/render-route';

let providers: StreamProvider[] = [demoProvider];
const recommendations = [movieSummary(2, 'Second'), movieSummary(3, 'Third')];
const server = setupServer(
  http.get('/api/stream-providers', () => HttpResponse.json({ providers })),
  http.get('/api/catalog/movie/550', () =>
    HttpResponse.json(movieDetail(550, 'Fight Club', recommendations)),
  ),
  http.get('/api/catalog/trending/movie/week', () =>
    HttpResponse.json(
      paged([
        movieSummary(550, 'Fight Club'),
        movieSummary(4, 'Fourth'),
        movieSummary(2, 'Second'),
      ]),
    ),
  ),
  http.get('/api/catalog/trending/tv/week', () => HttpResponse.json(paged([]))),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Load the lazy chunk once up front, so the tests time the player rather than the import.
  await import('./player-overlay');
});
afterEach(() => {
  server.resetHandlers();
  providers = [demoProvider];
  vi.useRealTimers();
});
afterAll(() => server.close());

const renderAt = (url: string) => renderPlayerAt(url, 'movie', 550);

/** Fight Club's player, its frame loaded, with what the page posts to the stream spied on. */
async function openWithStream() {
  renderAt('/movie/550?play=1');
  const dialog = await screen.findByRole('dialog', { name: 'Fight Club' }, { timeout: 10_000 });
  await vi.waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
  const frame = dialog.querySelector('iframe')!;
  const post = vi.spyOn(frame.contentWindow!, 'postMessage');
  fireEvent.load(frame);
  return { dialog, post };
}

const saveFightClubAt1234 = () =>
  localStorage.setItem(
    'watch_progress_movie_550',
    JSON.stringify({
      id: 550,
      title: 'Fight Club',
      type: 'movie',
      progress: { watched: 1234.5, duration: 8340 },
      lastWatched: 1,
    }),
  );

// The machine running the suite may be busy; the player's first render parses real-shaped data.
describe('PlayerOverlay', { timeout: 20_000 }, () => {
  it('renders nothing without ?play=1', () => {
    renderAt('/movie/550');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal with a sandboxed frame, the info line and padded recommendations', async () => {
    renderAt('/movie/550?play=1');
    const dialog = await screen.findByRole('dialog', { name: 'Fight Club' }, { timeout: 10_000 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Initializing NEXUS Stream...')).toBeInTheDocument();
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('src', '/embed/movie/550');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('referrerpolicy', 'same-origin');
    expect(within(dialog).getByText('2010')).toBeInTheDocument();
    // 2 recommendations are fewer than 8: padded with trending, without the title itself.
    const recs = await within(dialog).findAllByRole('link');
    expect(recs.map((a) => a.getAttribute('href'))).toEqual([
      '/movie/2?play=1',
      '/movie/3?play=1',
      '/movie/4?play=1',
    ]);
    expect(within(dialog).getByText(/^Second: a long overview/).textContent).toMatch(
      /^.{80}\.\.\.$/,
    );
  });

  it('resumes from the saved position', async () => {
    saveFightClubAt1234();
    renderAt('/movie/550?resume=1');
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() =>
      expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/embed/movie/550?start=1234'),
    );
  });

  it("'Play from start' (from=start) ignores the saved position, and closing drops the param", async () => {
    saveFightClubAt1234();
    renderAt('/movie/550?play=1&from=start');
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() =>
      expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/embed/movie/550'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/movie/550');
  });

  it('fails after 15 s without a load, retries, and offers the next provider', async () => {
    providers = [
      { ...demoProvider, id: 'a', name: 'Alpha' },
      { ...demoProvider, id: 'b', name: 'Beta', movieUrl: '/embed/movie/{id}?via=beta' },
    ];
    // Timers are fake from the start (the 15 s timer is set once the frame mounts); they also
    // advance with real time, so MSW answers and findBy polling still work.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/movie/550?play=1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Initializing NEXUS Stream...');
    await vi.waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
    act(() => vi.advanceTimersByTime(LOAD_TIMEOUT_MS - 1000));
    expect(within(dialog).queryByText('STREAM TEMPORARILY UNAVAILABLE')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByText('STREAM TEMPORARILY UNAVAILABLE')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The quantum servers are experiencing high traffic. Our AI is working to restore connection.',
      ),
    ).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'RETRY CONNECTION' }));
    expect(within(dialog).getByText('Initializing NEXUS Stream...')).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/embed/movie/550');

    act(() => vi.advanceTimersByTime(LOAD_TIMEOUT_MS));
    await user.click(within(dialog).getByRole('button', { name: 'TRY Beta' }));
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/embed/movie/550?via=beta');
  });

  it('shows the failure state at once for an empty URL, and GO BACK closes', async () => {
    providers = [
      {
        ...demoProvider,
        movieUrl: '/embed/movie/{id}',
        tvUrl: '/embed/tv/{id}/{season}/{episode}',
      },
    ];
    server.use(http.get('/api/stream-providers', () => apiError(503, 'x', 'down')));
    renderAt('/movie/550?play=1&season=2');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('STREAM TEMPORARILY UNAVAILABLE');
    expect(within(dialog).queryByRole('button', { name: /^TRY / })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'GO BACK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/movie\/550\?season=2$/);
  });

  it('gives focus back to the opener on close', async () => {
    function Opener() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/movie/550?play=1')}>
          PLAY NOW
        </button>
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/movie/550']}>
          <Routes>
            <Route
              path="/movie/:id"
              element={
                <>
                  <Opener />
                  <PlayerOverlaySlot type="movie" id={550} />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const playNow = screen.getByRole('button', { name: 'PLAY NOW' });
    await userEvent.click(playNow);
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(playNow).toHaveFocus());
  });

  it("a film's settings have no next-episode (MANUAL / AUTO-PLAY) toggle", async () => {
    renderAt('/movie/550?play=1');
    const dialog = await screen.findByRole('dialog', { name: 'Fight Club' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: /1080p/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitemcheckbox')).not.toBeInTheDocument();
    expect(within(menu).queryByText(/MANUAL|AUTO-PLAY/)).not.toBeInTheDocument();
  });

  it('names the title to the stream, and Space and K toggle play even on a focused button', async () => {
    const { dialog, post } = await openWithStream();
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        { type: 'NEXUS_COMMAND', command: 'title', value: 'Fight Club' },
        window.location.origin,
      ),
    );
    const settings = within(dialog).getByRole('button', { name: 'Settings' });
    settings.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('k');
    const toggled = () =>
      post.mock.calls.filter(([data]) => (data as { command?: string }).command === 'toggle');
    expect(toggled()).toHaveLength(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Typing in a field is left alone.
    screen
      .getByLabelText('Search', { selector: 'input' })
      .dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(toggled()).toHaveLength(2);
  });

  it('the media keys of keyboards and remotes play and pause the stream', async () => {
    const { dialog, post } = await openWithStream();
    const toggled = () =>
      post.mock.calls.filter(([data]) => (data as { command?: string }).command === 'toggle');
    within(dialog).getByRole('button', { name: 'Settings' }).focus();
    await userEvent.keyboard('{MediaPlayPause}');
    expect(toggled()).toHaveLength(1);
    // webOS's Play (415) and Pause (19), which carry no standard key name.
    for (const keyCode of [415, 19]) {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Unidentified', keyCode, bubbles: true }),
      );
    }
    expect(toggled()).toHaveLength(3);
  });

  it('toggles the vault by id and type from the header', async () => {
    renderAt('/movie/550?play=1');
    const dialog = await screen.findByRole('dialog', { name: 'Fight Club' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Vault' }));
    expect(JSON.parse(localStorage.getItem('nexus_vault') ?? '[]')[0]).toMatchObject({
      id: 550,
      type: 'movie',
      title: 'Fight Club',
    });
    expect(within(dialog).getByRole('button', { name: 'Remove from Vault' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('F toggles fullscreen, but not while typing in an input', async () => {
    const request = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = request;
    renderAt('/movie/550?play=1');
    await screen.findByRole('dialog');
    const input = screen.getByLabelText('Search', { selector: 'input' });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', bubbles: true }));
    expect(request).not.toHaveBeenCalled();
    await userEvent.keyboard('f');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
