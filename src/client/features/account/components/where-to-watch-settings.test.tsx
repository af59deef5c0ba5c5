import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '@/client/lib/storage-keys';
import { renderRoute } from '@/client/testing/render-route';
import { WhereToWatchSettings } from './where-to-watch-settings';

const services = (region: string) =>
  region === 'DE'
    ? ['Netflix', 'WOW', 'Joyn']
    : Array.from({ length: 14 }, (_, i) => (i === 0 ? 'Netflix' : `Service ${i}`));
const server = setupServer(
  http.get('*/api/catalog/watch-providers', ({ request }) => {
    const region = new URL(request.url).searchParams.get('region') ?? '';
    return HttpResponse.json({
      region,
      providers: services(region).map((name, i) => ({ id: i + 1, name, logo: null })),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const stored = () => JSON.parse(localStorage.getItem(storageKeys.watchSettings) ?? 'null');

describe('Where to watch settings (this browser)', () => {
  it('keeps the country and the services chosen, each change at once', async () => {
    const user = userEvent.setup();
    renderRoute('/account', '/account', <WhereToWatchSettings />);
    const section = await screen.findByRole('region', { name: 'Where to watch' });
    const country = within(section).getByLabelText('Country for availability');
    await waitFor(() => expect(country).toBeEnabled());
    // jsdom's browser language is en-US: the US until another country is chosen.
    expect(country).toHaveValue('US');
    await user.selectOptions(country, 'DE');
    await waitFor(() => expect(stored()).toEqual({ region: 'DE', providers: [] }));
    await user.click(await within(section).findByRole('checkbox', { name: 'WOW' }));
    await waitFor(() => expect(stored()).toEqual({ region: 'DE', providers: [2] }));
    expect(within(section).getByText(/1 service chosen/)).toBeInTheDocument();
    expect(await within(section).findByText('Saved.')).toBeInTheDocument();
    await user.click(within(section).getByRole('checkbox', { name: 'WOW' }));
    await waitFor(() => expect(stored()).toEqual({ region: 'DE', providers: [] }));
  });

  it('filters a long list by name, by keyboard', async () => {
    const user = userEvent.setup();
    renderRoute('/account', '/account', <WhereToWatchSettings />);
    const section = await screen.findByRole('region', { name: 'Where to watch' });
    const filter = await within(section).findByLabelText('Filter services');
    await user.type(filter, 'netf');
    expect(within(section).getAllByRole('checkbox')).toHaveLength(1);
    await user.tab();
    expect(within(section).getByRole('checkbox', { name: 'Netflix' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(stored()).toEqual({ region: 'US', providers: [1] }));
    await user.clear(filter);
    await user.type(filter, 'zzz');
    expect(within(section).getByText('No service matches.')).toBeInTheDocument();
  });
});
