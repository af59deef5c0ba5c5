import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToVault, readVault } from '@/client/library/stores/vault-store';
import { renderWithQueries } from '../testing/render-account';
import { AccountPage } from './account-page';

describe('account page', () => {
  it('shows ACCOUNT MATRIX and the three cards with the spec labels, none of its false values', () => {
    renderWithQueries(<AccountPage />);
    expect(screen.getByRole('heading', { name: 'ACCOUNT MATRIX' })).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Security Protocol' });
    for (const item of ['Two-Factor Auth', 'Neural Encryption', 'Biometric Lock'])
      expect(within(security).getByText(item)).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Subscription Status' });
    for (const line of ['NEXUS PREMIUM', 'Free: every feature included'])
      expect(within(plan).getByText(line)).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: 'Usage Statistics' });
    for (const label of ['Neural Sessions', 'Data Consumed', 'Matrix Uptime'])
      expect(within(usage).getByText(label)).toBeInTheDocument();
    // The spec's fixed figures and states were untrue of every account (issue 39).
    for (const untrue of ['247', 'infinity TB', '99.9%', 'Renewal: Auto-Sync'])
      expect(screen.queryByText(untrue)).not.toBeInTheDocument();
  });

  it('deletes all local data only after confirmation', async () => {
    addToVault({ id: 1, media_type: 'movie', title: 'Kept' });
    renderWithQueries(<AccountPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete all local data' }));
    expect(screen.getByRole('dialog', { name: 'Delete all local data?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(readVault()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete all local data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(readVault()).toHaveLength(0);
    const yourData = screen.getByRole('region', { name: 'Your data' });
    expect(within(yourData).getByRole('status')).toHaveTextContent(
      'All local data deleted (1 entry).',
    );
  });

  it('imports a file and reports what it added, or why it refused', async () => {
    renderWithQueries(<AccountPage />);
    const input = screen.getByLabelText('Import data');
    const good = JSON.stringify({
      format: 'nexus-local-data',
      version: 1,
      vault: [{ id: 5, type: 'tv', addedAt: '2024-01-01T00:00:00Z', name: 'Five' }],
    });
    await userEvent.upload(input, new File([good], 'nexus.json', { type: 'application/json' }));
    expect(await screen.findByText(/Added 1 vault title, 0 history entries/)).toBeInTheDocument();
    expect(readVault().map((i) => i.id)).toEqual([5]);
    await userEvent.upload(input, new File(['nope'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText('This file is not valid JSON.')).toBeInTheDocument();
  });
});
