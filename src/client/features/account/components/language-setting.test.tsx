import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageI18n } from '@/client/i18n/page-language';
import { readCurrentProfile } from '@/client/library/stores/current-profile-store';
import { adaProfile, watchAs } from '@/client/testing/profile-fixtures';
import { renderWithQueries } from '../testing/render-account';
import { LanguageSetting } from './language-setting';

const patches: Array<{ id: string; body: unknown }> = [];
const server = setupServer(
  // The language's compiled messages (src/client/i18n/catalog-urls.ts): a small Spanish one.
  http.get(/\/catalogs\/[\w-]+\.json/, ({ request }) =>
    HttpResponse.json({ messages: request.url.includes('/es.json') ? spanish() : {} }),
  ),
  http.patch('*/api/profiles/:id', async ({ params, request }) => {
    patches.push({ id: String(params.id), body: await request.json() });
    return HttpResponse.json({ ...adaProfile, language: 'es' });
  }),
);

const es = (english: MessageDescriptor, translation: string) => [english.id, translation];
function spanish() {
  return Object.fromEntries([
    es(msg`Language`, 'Idioma'),
    es(msg`NEXUS is shown in this language; your profile keeps it on every device.`, 'Perfil'),
    es(msg`NEXUS is shown in this language; this browser keeps it.`, 'Navegador'),
  ]);
}

const select = () => screen.getByRole('combobox', { name: /^(Language|Idioma)$/ });

describe('the Language setting', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    patches.length = 0;
    vi.restoreAllMocks();
    pageI18n.activate('en');
    document.documentElement.lang = 'en';
    document.cookie = 'nexus_lang=; Max-Age=0; Path=/';
  });
  afterAll(() => server.close());

  it('names each language in itself and shows the page’s', () => {
    renderWithQueries(<LanguageSetting />);
    expect(select()).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português (Brasil)',
      'Italiano',
    ]);
  });

  it('turns the page at once, without a reload, and keeps the choice in the cookie', async () => {
    renderWithQueries(<LanguageSetting />);
    await userEvent.selectOptions(select(), 'es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    // The texts follow at once, from the Spanish messages the page fetched.
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(screen.getByRole('heading', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.cookie).toContain('nexus_lang=es');
    // Back to English: the spec's text again.
    await userEvent.selectOptions(select(), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('keeps the old language when the new one’s messages fail to load', async () => {
    vi.spyOn(pageI18n, 'loadAndActivate').mockImplementation(() => {
      throw new Error('The es messages answered 503');
    });
    renderWithQueries(<LanguageSetting />);
    await userEvent.selectOptions(select(), 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This language could not be loaded. Check your connection and try again.',
    );
    expect(select()).toBeEnabled();
    expect(select()).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).not.toContain('nexus_lang=es');
  });

  it('keeps the choice on the current profile with accounts', async () => {
    watchAs(adaProfile);
    renderWithQueries(<LanguageSetting />);
    await userEvent.selectOptions(select(), 'es');
    await waitFor(() => expect(patches).toEqual([{ id: 'p1', body: { language: 'es' } }]));
    await waitFor(() => expect(readCurrentProfile()?.language).toBe('es'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
