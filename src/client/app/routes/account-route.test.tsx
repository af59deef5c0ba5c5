import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderRoute } from '@/client/testing/render-route';
import { kidsProfile, watchAs } from '@/client/testing/profile-fixtures';
import AccountRoute from './account-route';

describe('/account', () => {
  it('sends a kids profile to /browse: no account, import, export or delete-all for it', async () => {
    watchAs(kidsProfile);
    renderRoute('/account', '/account', <AccountRoute />);
    await waitFor(() => expect(currentUrl()).toBe('/browse'));
    expect(screen.queryByRole('heading', { name: 'ACCOUNT MATRIX' })).toBeNull();
  });
});
