import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageI18n } from '@/client/i18n/page-language';
import { interfaceIn } from '@/client/testing/interface-in';
import { listItemTexts } from '@/client/testing/list-items';
import { apiError } from '@/client/testing/api-error';
import { currentNotices } from '@/client/lib/notices';
import { readVault } from '@/client/library/stores/vault-store';
import { readHistory } from '@/client/library/stores/watch-history-store';
import type { MatchItem, MatchResult } from '@/shared/catalog/match-schemas';
import { candidate } from '../testing/match-fixtures';
import { letterboxdWatched, letterboxdWatchlist } from '../testing/sample-exports';
import { TitleImportPanel } from './title-import-panel';

const answers: Record<string, MatchResult> = {
  'The Dark Knight': { status: 'matched', match: candidate(10, 'The Dark Knight', 2008) },
  'Crouching Tiger, Hidden Dragon': {
    status: 'matched',
    match: candidate(11, 'Crouching Tiger, Hidden Dragon', 2000),
  },
  Hamlet: {
    status: 'ambiguous',
    candidates: [candidate(20, 'Hamlet', 2000), candidate(21, 'Hamlet', 1996)],
  },
  'Casino Royale': { status: 'matched', match: candidate(30, 'Casino Royale', 2006) },
};
let requests = 0;
const server = setupServer(
  http.post('*/api/catalog/match', async ({ request }) => {
    requests += 1;
    const { items } = (await request.json()) as { items: MatchItem[] };
    return HttpResponse.json({
      results: items.map((i) => answers[i.title] ?? { status: 'unmatched' }),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  requests = 0;
});

const files = () => [
  new File([letterboxdWatched], 'watched.csv', { type: 'text/csv' }),
  new File([letterboxdWatchlist], 'watchlist.csv', { type: 'text/csv' }),
];

describe('TitleImportPanel', () => {
  it('previews, lets the person choose, imports, and undoes', async () => {
    const user = userEvent.setup();
    render(<TitleImportPanel />);
    await user.upload(screen.getByLabelText('Choose export files'), files());
    expect(await screen.findByText('Preview: nothing is saved yet')).toBeInTheDocument();
    expect(requests).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Read 6 rows from 2 files: 6 titles.');
    const group = screen.getByRole('group', { name: 'Which is “Hamlet”?' });
    expect(within(group).getByRole('radio', { name: 'None of these' })).toBeChecked();
    expect(listItemTexts('Titles not found')).toEqual([
      'A Film That Does Not Exist (1999)',
      'Amélie (2001)',
    ]);
    expect(screen.getByRole('button', { name: 'Import 3 titles' })).toBeEnabled();
    await user.click(within(group).getByRole('radio', { name: 'Hamlet (1996)' }));
    expect(readVault()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Import 4 titles' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Imported 4 titles: 1 title to the vault, 3 titles to watch history.',
    );
    expect(
      readHistory()
        .map((e) => e.id)
        .sort(),
    ).toEqual([10, 11, 21]);
    expect(readVault().map((i) => i.id)).toEqual([30]);
    const notice = currentNotices().at(-1)!;
    expect(notice.action?.label).toBe('Undo import');
    act(() => notice.action!.run());
    expect(readHistory()).toEqual([]);
    expect(readVault()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Import undone.');
  });

  it('says so when the same files add nothing new', async () => {
    const user = userEvent.setup();
    render(<TitleImportPanel />);
    for (let round = 0; round < 2; round += 1) {
      await user.upload(screen.getByLabelText('Choose export files'), files());
      await user.click(await screen.findByRole('button', { name: 'Import 3 titles' }));
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing new to import: these titles are already in your library.',
    );
    expect(readHistory()).toHaveLength(2);
  });

  it('names the problem with a bad file and keeps working', async () => {
    const user = userEvent.setup();
    render(<TitleImportPanel />);
    await user.upload(screen.getByLabelText('Choose export files'), [
      new File(['Film,When\nHeat,2020'], 'list.csv', { type: 'text/csv' }),
    ]);
    expect(
      await screen.findByText(/list\.csv is not a Letterboxd or IMDb export/),
    ).toBeInTheDocument();
    expect(requests).toBe(0);
    await user.upload(screen.getByLabelText('Choose export files'), files());
    expect(await screen.findByText('Preview: nothing is saved yet')).toBeInTheDocument();
  });

  it('says nothing was imported when the lookup fails', async () => {
    server.use(
      http.post('*/api/catalog/match', () =>
        apiError(500, 'internal', 'Something went wrong. Please try again.'),
      ),
    );
    const user = userEvent.setup();
    render(<TitleImportPanel />);
    await user.upload(screen.getByLabelText('Choose export files'), files());
    expect(
      await screen.findByText(/could not be looked up \(Something went wrong/),
    ).toBeInTheDocument();
    expect(readHistory()).toEqual([]);
  });
});

describe('before the script has hydrated the page', () => {
  it('renders the file input disabled, so a file chosen then is not silently lost', () => {
    const html = renderToString(
      <I18nProvider i18n={pageI18n}>
        <TitleImportPanel />
      </I18nProvider>,
    );
    expect(html).toMatch(/<input[^>]*type="file"[^>]*disabled=""/);
    render(<TitleImportPanel />);
    expect(screen.getByLabelText('Choose export files')).toBeEnabled();
  });
});

describe('in another language', () => {
  it('reads the import screen and the file problems in French', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={interfaceIn('fr')}>
        <TitleImportPanel />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { name: 'Importer depuis Letterboxd, IMDb ou Trakt' }),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choisir les fichiers'), [
      new File(['{}'], 'list.json', { type: 'application/json' }),
    ]);
    expect(
      await screen.findByText(
        "list.json n'est pas un export Trakt : les fichiers de Trakt sont des listes de titres.",
      ),
    ).toBeInTheDocument();
  });
});
