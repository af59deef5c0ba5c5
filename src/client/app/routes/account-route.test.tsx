import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderRoute } from '@/client/testing/render-route';
import AccountRoute from './account-route';

describe('/account', () => {
  it('sends a kids profile to /browse: no account, import, export or delete-all for it', async () => {
    const kids = {
      id: 'p2',
      name: 'Tim',
      avatar: 'avatar:5',
      kids: true,
      locked: false,
      first: false,
    };
    localStorage.setItem('nexus_current_profile', JSON.stringify(kids));
    renderRoute('/account', '/account', <AccountRoute />);
    await waitFor(() => expect(currentUrl()).toBe('/browse'));
    expect(screen.queryByRole('heading', { name: 'ACCOUNT MATRIX' })).toBeNull();
  });
});
