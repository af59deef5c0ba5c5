import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changePageLanguage, pageI18n } from '@/client/i18n/page-language';
import { readCurrentProfile } from '@/client/library/stores/current-profile-store';
import { followProfileLanguage } from '@/client/library/sync/switch-profile';
import { renderRoute } from '@/client/testing/render-route';
import { watchAs } from '@/client/testing/profile-fixtures';
import { ada, installFakeProfilesServer, tim } from '../testing/fake-profiles-server';
import { checkProfileChoice } from '../utils/check-profile-choice';
import { ProfilesPage } from './profiles-page';

const fake = installFakeProfilesServer();

afterEach(async () => {
  await changePageLanguage('en');
  document.cookie = 'nexus_lang=; Max-Age=0; Path=/';
});

describe('a profile’s language (issue 33)', () => {
  it('becomes the page’s when the profile is chosen, without a reload; none chosen changes nothing', async () => {
    followProfileLanguage(tim);
    expect(pageI18n.locale).toBe('en');
    followProfileLanguage({ ...tim, language: 'fr' });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(pageI18n.locale).toBe('fr');
    expect(document.cookie).toContain('nexus_lang=fr');
  });

  it('is followed when the page starts as the profile, once: a later choice on the page stays', async () => {
    fake.profiles = [{ ...ada, language: 'de' }, tim];
    fake.current = ada.id;
    watchAs(ada);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await checkProfileChoice(queryClient, 'u1')).toBe('chosen');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    // The copy in this browser learns the profile's language.
    expect(readCurrentProfile()?.language).toBe('de');
    await changePageLanguage('it');
    await checkProfileChoice(queryClient, 'u1', true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.lang).toBe('it');
  });

  it('is set for a profile from its editor: a parent picks a kids profile’s language', async () => {
    renderRoute('/profiles', '/profiles', <ProfilesPage next="/vault" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage profiles' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Tim' }));
    const select = await screen.findByRole('combobox', { name: 'Language' });
    // None chosen yet: the page's language shows.
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'es');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.profiles.find((p) => p.id === tim.id)?.language).toBe('es'));
    // Tim is not the profile this browser watches as: the page keeps its language.
    expect(document.documentElement.lang).toBe('en');
  });
});
