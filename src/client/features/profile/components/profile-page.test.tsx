import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/client/lib/router/router';
import { Route, Routes } from '@/client/lib/router/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeCenter } from '@/client/components/ui/notice-center';
import { writeRatings } from '@/client/library/stores/ratings-store';
import { addToVault } from '@/client/library/stores/vault-store';
import { readHistory, recordHistory } from '@/client/library/stores/watch-history-store';
import { writeProgress } from '@/client/library/stores/watch-progress-store';
import { currentNotices, dismissNotice } from '@/client/lib/notices';
import { useSessionUser } from '@/client/lib/session-user-store';
import { kidsProfile, watchAs } from '@/client/testing/profile-fixtures';
import { ProfilePage } from './profile-page';

afterEach(() => {
  useSessionUser.getState().removeUser();
  currentNotices().forEach((notice) => dismissNotice(notice.id));
});

function renderProfile() {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route
          path="/profile"
          element={<ProfilePage logout={<button type="button">LOGOUT</button>} />}
        />
        <Route path="/" element={<p>landing page</p>} />
      </Routes>
      <NoticeCenter />
    </MemoryRouter>,
  );
}
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('profile page', () => {
  it('is named after the profile this browser watches as, a kids profile too', () => {
    useSessionUser.getState().setUser({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada' });
    watchAs(kidsProfile);
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Tim' })).toBeInTheDocument();
  });

  it('shows the fallbacks for a user without name or email, and the empty panels', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByText('No email available')).toBeInTheDocument();
    expect(screen.getByText('ONLINE')).toBeInTheDocument();
    expect(screen.getByText('PREMIUM')).toBeInTheDocument();
    expect(stat('TOP GENRE')).toHaveTextContent('Action');
    expect(stat('TOTAL WATCH TIME')).toHaveTextContent('0h 0m');
    expect(stat('RATED')).toHaveTextContent('0');
    expect(screen.getByText(/Nothing watched yet/)).toBeInTheDocument();
  });

  it('RATED counts your ratings, and follows a new one', () => {
    writeRatings([
      { id: 1, media_type: 'movie', rating: 4.5, ratedAt: 2 },
      { id: 1, media_type: 'tv', rating: 3, ratedAt: 1 },
    ]);
    renderProfile();
    expect(stat('RATED')).toHaveTextContent('2');
    act(() => {
      writeRatings([
        { id: 2, media_type: 'movie', rating: 0.5, ratedAt: 3 },
        { id: 1, media_type: 'movie', rating: 4.5, ratedAt: 2 },
        { id: 1, media_type: 'tv', rating: 3, ratedAt: 1 },
      ]);
    });
    expect(stat('RATED')).toHaveTextContent('3');
  });

  it('prefers displayName, then name', () => {
    useSessionUser
      .getState()
      .setUser({ uid: '1', email: 'a@b.co', displayName: null, name: 'Ana' });
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByText('a@b.co')).toBeInTheDocument();
  });

  it('shows statistics, the latest 10 history entries and the latest 12 saved titles', () => {
    for (let i = 1; i <= 12; i += 1)
      recordHistory({
        id: i,
        media_type: 'movie',
        title: `Film ${i}`,
        watchedAt: i * 1000,
        progress: 50,
        genre_ids: [27],
      });
    writeProgress({
      id: 12,
      title: 'Film 12',
      type: 'movie',
      progress: { watched: 5400, duration: 6000 },
      lastWatched: 1,
    });
    for (let i = 1; i <= 14; i += 1)
      addToVault({ id: i, media_type: 'tv', name: `Show ${i}` }, new Date(2024, 0, i));
    renderProfile();
    expect(stat('WATCHED')).toHaveTextContent('12');
    expect(stat('SAVED')).toHaveTextContent('14');
    // 11 untracked entries x 2.1 h + 1.5 h tracked = 24.6 h
    expect(stat('TOTAL WATCH TIME')).toHaveTextContent('24h 36m');
    expect(stat('TOP GENRE')).toHaveTextContent('Horror');
    const history = screen.getByRole('region', { name: 'WATCH HISTORY' });
    expect(within(history).getAllByRole('progressbar')).toHaveLength(10);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Film 12');
    const saved = screen.getByRole('list', { name: 'Saved titles' });
    expect(within(saved).getAllByRole('listitem')).toHaveLength(12);
    expect(within(saved).getAllByRole('listitem')[0]).toHaveTextContent('Show 14');
  });

  it('clears history at once and brings it back with Undo', async () => {
    recordHistory({ id: 1, media_type: 'movie', title: 'Film', watchedAt: 1, progress: 10 });
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: /CLEAR HISTORY/ }));
    expect(readHistory()).toEqual([]);
    expect(stat('WATCHED')).toHaveTextContent('0');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(stat('WATCHED')).toHaveTextContent('1');
  });

  it("shows a series' last episode and what is left, and an imported entry's date without a time", () => {
    const at = Date.UTC(2024, 4, 10, 12);
    recordHistory({ id: 1396, media_type: 'tv', name: 'Breaking Bad', watchedAt: at, progress: 0 });
    writeProgress({
      id: 1396,
      type: 'tv',
      title: 'Breaking Bad',
      poster_path: null,
      progress: { watched: 1700, duration: 2400 },
      last_season_watched: 1,
      last_episode_watched: 4,
      lastWatched: at,
    });
    recordHistory({
      id: 603,
      media_type: 'movie',
      title: 'The Matrix',
      watchedAt: at - 1000,
      progress: 100,
      imported: true,
    });
    renderProfile();
    const history = screen.getByRole('region', { name: 'WATCH HISTORY' });
    expect(within(history).getByText('S1E4 · 12 min left')).toBeInTheDocument();
    expect(
      within(history).getByRole('progressbar', { name: 'Progress of Breaking Bad' }),
    ).toHaveAttribute('aria-valuenow', '71');
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(at - 1000);
    const times = within(history).getAllByRole('time');
    expect(times[1]).toHaveTextContent(new RegExp(`^${day}$`));
    expect(times[0]!.textContent).not.toBe(day); // a played entry keeps its time
  });

  it('refuses a file that is not an image with a clear message', async () => {
    renderProfile();
    const input = screen.getByLabelText('Upload profile picture');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByText(/Please choose an image file/)).toBeInTheDocument();
  });

  it('shows the LOGOUT it is given beside CLEAR HISTORY', () => {
    renderProfile();
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
  });
});
