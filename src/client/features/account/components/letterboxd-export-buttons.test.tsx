import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToVault } from '@/client/library/stores/vault-store';
import { recordHistory } from '@/client/library/stores/watch-history-store';
import { renderWithQueries } from '../testing/render-account';
import { AccountPage } from './account-page';

/** Captures what the page hands to the browser's download: the file name and its text. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => ((last = blob), 'blob:x'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('the Letterboxd export on Your data', () => {
  it('downloads the watched films and the watchlist as dated CSV files', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
    const files = captureDownloads();
    recordHistory({
      id: 9,
      media_type: 'movie',
      title: '@Home',
      watchedAt: Date.now(),
      progress: 100,
    });
    recordHistory({ id: 1396, media_type: 'tv', name: 'Breaking Bad', watchedAt: 1, progress: 50 });
    addToVault({ id: 5, media_type: 'movie', title: 'Five', release_date: '2001-02-03' });
    renderWithQueries(<AccountPage />);
    const status = within(screen.getByRole('region', { name: 'Your data' })).getByRole('status');

    await userEvent.click(screen.getByRole('button', { name: 'Watched for Letterboxd' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('nexus-letterboxd-watched-2026-11-25.csv');
    expect(await textOf(files[0]!.blob)).toBe('"Title","WatchedDate"\r\n"\'@Home","2026-11-25"');
    expect(status).toHaveTextContent(
      'Your Letterboxd watched file is downloading: 1 film. 1 series left out: Letterboxd has films only.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Watchlist for Letterboxd' }));
    await vi.waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toBe('nexus-letterboxd-watchlist-2026-11-25.csv');
    expect(await textOf(files[1]!.blob)).toBe('"Title","Year"\r\n"Five","2001"');
    vi.useRealTimers();
  });

  it('says so when there is nothing to export', async () => {
    const files = captureDownloads();
    renderWithQueries(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Watchlist for Letterboxd' }));
    expect(await screen.findByText('No films in your vault to export yet.')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });
});
