import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@/client/lib/router/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeCenter } from '@/client/components/ui/notice-center';
import { addToVault, readVault } from '@/client/library/stores/vault-store';
import { currentNotices, dismissNotice } from '@/client/lib/notices';
import { VaultPage } from './vault-page';

afterEach(() => {
  vi.useRealTimers();
  currentNotices().forEach((notice) => dismissNotice(notice.id));
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderVault(search = '') {
  return render(
    <MemoryRouter initialEntries={[`/vault${search}`]}>
      <VaultPage />
      <Location />
      <NoticeCenter />
    </MemoryRouter>,
  );
}

function seed() {
  addToVault(
    { id: 1, media_type: 'movie', title: 'Old Film', vote_average: 9 },
    new Date(2024, 0, 1),
  );
  addToVault({ id: 2, media_type: 'tv', name: 'New Show', vote_average: 5 }, new Date(2024, 1, 1));
}
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Saved titles' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('vault page', () => {
  it('shows VAULT EMPTY with ways to browse', () => {
    renderVault();
    expect(screen.getByRole('heading', { name: 'VAULT EMPTY' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BROWSE MOVIES' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'BROWSE TV SHOWS' })).toHaveAttribute(
      'href',
      '/tv-shows',
    );
  });

  it('shows statistics, items newest first, and the footer', () => {
    seed();
    renderVault();
    expect(cardNames()).toEqual(['/tv/2', '/movie/1']);
    expect(screen.getByText('TOTAL').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('MOVIES', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('VAULT STATUS: SECURED')).toBeInTheDocument();
    expect(screen.getByText('2 ITEMS DISPLAYED')).toBeInTheDocument();
    expect(screen.getByText('QUANTUM STORAGE: infinity TB')).toBeInTheDocument();
    expect(screen.getByText('Personal Collection v2.0')).toBeInTheDocument();
    expect(screen.getAllByText(/^Added /)).toHaveLength(2);
  });

  it('keeps filter and sort in the URL and resets with SHOW ALL ITEMS', async () => {
    seed();
    renderVault('?sort=rating');
    expect(cardNames()).toEqual(['/movie/1', '/tv/2']);
    await userEvent.click(screen.getByRole('button', { name: 'TV' }));
    expect(screen.getByTestId('location')).toHaveTextContent('filter=tv&sort=rating');
    expect(cardNames()).toEqual(['/tv/2']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove New Show from vault' }));
    expect(screen.getByRole('heading', { name: 'NO ITEMS MATCH FILTER' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SHOW ALL ITEMS' }));
    expect(screen.getByTestId('location')).toHaveTextContent('filter=all');
    expect(cardNames()).toEqual(['/movie/1']);
  });

  it('clears at once and puts everything back with Undo', async () => {
    seed();
    renderVault();
    await userEvent.click(screen.getByRole('button', { name: 'CLEAR VAULT' }));
    expect(readVault()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'VAULT EMPTY' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(readVault().map((i) => i.id)).toEqual([2, 1]);
    expect(cardNames()).toHaveLength(2);
  });

  it('offers Undo for 10 seconds after a single removal, then the removal stands', () => {
    vi.useFakeTimers();
    seed();
    renderVault();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Old Film from vault' }));
    expect(readVault().map((i) => i.id)).toEqual([2]);
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(readVault().map((i) => i.id)).toEqual([2]);
  });

  it('removes by id and media type: a film and a series with the same id stay apart', () => {
    addToVault({ id: 7, media_type: 'movie', title: 'Seven' });
    addToVault({ id: 7, media_type: 'tv', name: 'Seven Seasons' });
    renderVault();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Seven Seasons from vault' }));
    expect(readVault().map((i) => [i.id, i.type])).toEqual([[7, 'movie']]);
  });

  it('renders a corrupt vault as empty and shows the set-aside notice once', async () => {
    localStorage.setItem('nexus_vault', '[{"id":1,');
    renderVault();
    expect(screen.getByRole('heading', { name: 'VAULT EMPTY' })).toBeInTheDocument();
    expect(await screen.findAllByText(/Some saved data could not be read/)).toHaveLength(1);
    expect(
      Object.keys(localStorage).filter((k) => k.startsWith('nexus_corrupt_nexus_vault_')),
    ).toHaveLength(1);
  });
});
