import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applySession } from '@/client/features/auth/hooks/auth-state';
import { MemoryRouter } from '@/client/lib/router/router';
import { UserArea } from './user-area';

describe('UserArea before the menu has loaded', () => {
  it('a press on the stand-in opens the menu once it arrives, whatever happens to the release', async () => {
    applySession({ user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } });
    render(
      <MemoryRouter initialEntries={['/vault']}>
        <UserArea pathname="/vault" status="signed-in" />
      </MemoryRouter>,
    );
    // Only the press: the release may land on the real trigger, which ignores clicks.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open profile menu' }), {
      button: 0,
    });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile Matrix' })).toBeInTheDocument();
  });
});
