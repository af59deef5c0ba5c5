import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VaultToggleButton } from '@/client/library/ui/vault-toggle-button';
import { useProfileImage, writeProfileImage } from './profile-image-store';
import { storageKeys } from '@/client/lib/storage-keys';
import {
  addToVault,
  clearVault,
  readVault,
  removeFromVault,
  restoreVault,
  toggleVault,
} from './vault-store';
import { clearHistory, readHistory, recordHistory, restoreHistory } from './watch-history-store';
import { listProgress, progressPercent, readProgress } from './watch-progress-store';

const movie = { id: 7, media_type: 'movie' as const, title: 'Seven', vote_average: 8 };
const show = { id: 7, media_type: 'tv' as const, name: 'Seven Seasons', vote_average: 7 };

describe('vault store', () => {
  it('keeps a movie and a series with the same id apart, and removes by id and type', () => {
    addToVault(movie, new Date('2024-01-01'));
    addToVault(show, new Date('2024-01-02'));
    expect(readVault().map((i) => `${i.type}:${i.id}`)).toEqual(['tv:7', 'movie:7']);
    expect(removeFromVault(7, 'movie')).toHaveLength(1);
    expect(readVault().map((i) => i.type)).toEqual(['tv']);
  });

  it('stores every field of the record plus addedAt and type', () => {
    addToVault({ ...movie, genre_ids: [18] }, new Date('2024-03-04T05:06:07Z'));
    expect(readVault()[0]).toMatchObject({
      id: 7,
      type: 'movie',
      media_type: 'movie',
      genre_ids: [18],
      addedAt: '2024-03-04T05:06:07.000Z',
    });
  });

  it('toggles, clears and restores without duplicates, newest first', () => {
    expect(toggleVault(movie)).toBe(true);
    expect(toggleVault(movie)).toBe(false);
    addToVault(movie, new Date('2024-01-01'));
    addToVault(show, new Date('2024-02-01'));
    const removed = clearVault();
    expect(readVault()).toEqual([]);
    addToVault(movie, new Date('2024-03-01'));
    restoreVault(removed);
    expect(readVault().map((i) => i.type)).toEqual(['movie', 'tv']);
    expect(readVault()).toHaveLength(2);
  });
});

describe('watch history store', () => {
  it('keeps one entry per title, and restores what CLEAR HISTORY removed', () => {
    recordHistory({ id: 1, media_type: 'movie', title: 'A', watchedAt: 1, progress: 10 });
    recordHistory({ id: 1, media_type: 'movie', title: 'A', watchedAt: 2, progress: 20 });
    recordHistory({ id: 2, media_type: 'tv', name: 'B', watchedAt: 3, progress: 0 });
    expect(readHistory().map((e) => e.id)).toEqual([2, 1]);
    const removed = clearHistory();
    expect(readHistory()).toEqual([]);
    restoreHistory(removed);
    expect(readHistory().map((e) => e.watchedAt)).toEqual([3, 2]);
  });

  it('defaults a missing progress to 0', () => {
    localStorage.setItem(
      storageKeys.watchHistory,
      JSON.stringify([{ id: 1, media_type: 'movie', watchedAt: 5 }]),
    );
    expect(readHistory()[0]?.progress).toBe(0);
  });
});

describe('watch progress records', () => {
  const base = { id: 9, title: 'Nine', type: 'movie', lastWatched: 100 };

  it('accepts both readings of progress: watched/duration seconds and a single percent', () => {
    localStorage.setItem(
      'watch_progress_movie_9',
      JSON.stringify({ ...base, progress: { watched: 1800, duration: 7200 } }),
    );
    localStorage.setItem(
      'watch_progress_tv_3',
      JSON.stringify({ ...base, id: 3, type: 'tv', progress: 40, lastWatched: 200 }),
    );
    expect(progressPercent(readProgress('movie', 9)!)).toBe(25);
    expect(progressPercent(readProgress('tv', 3)!)).toBe(40);
    expect(listProgress().map((r) => r.id)).toEqual([3, 9]);
  });

  it('moves a record with an impossible percent aside and carries on', () => {
    localStorage.setItem('watch_progress_movie_9', JSON.stringify({ ...base, progress: 140 }));
    expect(readProgress('movie', 9)).toBeNull();
    expect(
      Object.keys(localStorage).some((k) => k.startsWith('nexus_corrupt_watch_progress')),
    ).toBe(true);
  });
});

function Avatar() {
  const image = useProfileImage();
  return <p>{image ?? 'no image'}</p>;
}

describe('profile image and other tabs', () => {
  it('refreshes a mounted avatar when another tab stores a new image', () => {
    render(<Avatar />);
    expect(screen.getByText('no image')).toBeInTheDocument();
    act(() => {
      localStorage.setItem(storageKeys.profileImage, JSON.stringify('data:image/png;base64,AAA'));
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.profileImage, storageArea: localStorage }),
      );
    });
    expect(screen.getByText('data:image/png;base64,AAA')).toBeInTheDocument();
    act(() => void writeProfileImage('data:image/jpeg;base64,BBB'));
    expect(screen.getByText('data:image/jpeg;base64,BBB')).toBeInTheDocument();
  });

  it('rejects a non-image data URL', () => {
    localStorage.setItem(storageKeys.profileImage, JSON.stringify('javascript:alert(1)'));
    render(<Avatar />);
    expect(screen.getByText('no image')).toBeInTheDocument();
  });
});

describe('vault toggle button', () => {
  it('adds and removes with an accessible pressed state, and agrees with another copy', async () => {
    render(
      <>
        <VaultToggleButton id={movie.id} type="movie" record={movie} />
        <VaultToggleButton id={movie.id} type="movie" record={movie} variant="icon" />
      </>,
    );
    const [full, icon] = screen.getAllByRole('button', { name: 'Add to Vault' });
    expect(full).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(full!);
    expect(icon).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: 'Remove from Vault' })).toHaveLength(2);
    expect(readVault()).toHaveLength(1);
    await userEvent.click(icon!);
    expect(readVault()).toHaveLength(0);
  });

  it('matches by id only on the movie detail page, by id and type elsewhere', () => {
    addToVault(show);
    render(
      <>
        <VaultToggleButton id={movie.id} type="movie" record={movie} byIdOnly />
        <VaultToggleButton id={movie.id} type="movie" record={movie} variant="icon" />
      </>,
    );
    const [byId, byIdAndType] = screen.getAllByRole('button');
    expect(byId).toHaveAccessibleName('Remove from Vault');
    expect(byIdAndType).toHaveAccessibleName('Add to Vault');
  });

  it('is disabled until the title record is known', () => {
    render(<VaultToggleButton id={5} type="tv" record={null} variant="icon" />);
    expect(screen.getByRole('button', { name: 'Add to Vault' })).toBeDisabled();
  });

  it('follows a change made in another tab', () => {
    render(<VaultToggleButton id={movie.id} type="movie" record={movie} />);
    act(() => {
      localStorage.setItem(
        storageKeys.vault,
        JSON.stringify([{ ...movie, type: 'movie', addedAt: '2024-01-01T00:00:00Z' }]),
      );
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.vault, storageArea: localStorage }),
      );
    });
    expect(screen.getByRole('button', { name: 'Remove from Vault' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
