import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ContentRow, type RowState } from '@/client/components/ui/content-row';
import { isNotOnThisProfile } from '@/client/api/catalog/not-on-this-profile';
import { movieDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { useVault } from '@/client/library/stores/vault-store';
import { readWatchedMarks } from '@/client/library/stores/watched-store';
import { useWatchHistory } from '@/client/library/stores/watch-history-store';
import { finishedFilms, seedFilm, unseenRecommendations } from '../utils/because-you-watched';
import { scrollStep } from '../utils/scroll-step';

/**
 * 'Because you watched {title}' under Continue Watching: films like the last one finished that
 * the viewer has not watched or saved, from the catalogue's recommendations (the title page's
 * own answer, so usually cached). Not shown without a finished film, nor when nothing is left.
 */
export function BecauseYouWatchedRow() {
  const { t } = useLingui();
  const history = useWatchHistory();
  const vault = useVault();
  // Marks change with history (the player and the card menu write both), which re-renders this.
  const finished = finishedFilms(history, readWatchedMarks());
  const seed = seedFilm(history, finished);
  const language = useCatalogLanguage();
  const query = useQuery({
    ...movieDetailQueryOptions(seed?.id ?? 0, language),
    enabled: seed !== null,
  });
  // A film the profile may no longer see (it became a kids profile): no row, and not its name.
  if (!seed || isNotOnThisProfile(query.error)) return null;

  const saved = new Set(vault.filter((item) => item.type === 'movie').map((item) => item.id));
  const items = query.data
    ? unseenRecommendations(query.data.recommendations.results, finished, saved)
    : [];
  if (query.data && items.length === 0) return null;
  const state: RowState = query.data
    ? { status: 'ready', items, loadingMore: false }
    : query.isError
      ? { status: 'error', onRetry: () => void query.refetch() }
      : { status: 'loading' };
  const name =
    seed.title ??
    seed.name ??
    t({
      message: 'a film',
      comment: "Stands for a film's name when it has none: 'Because you watched a film'",
    });
  return (
    <ContentRow
      title={t({
        message: `Because you watched ${name}`,
        comment: 'A home row of films like one the person finished; {name} is that film',
      })}
      noun="MOVIES"
      state={state}
      step={scrollStep}
    />
  );
}
