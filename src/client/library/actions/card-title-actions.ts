import { msg } from '@lingui/core/macro';
import { pageTranslate as say, THE_TITLE } from '@/client/library/rules/translate';
import type { SeasonSummary } from '@/shared/catalog/detail-schemas';
import { changeLibrary } from '@/client/library/actions/library-change';
import { storageKeys } from '@/client/lib/storage-keys';
import { regularSeasons } from '@/shared/catalog/seasons';
import { titleName } from '@/shared/catalog/title-name';
import { titlePath } from '@/client/config/paths';
import type { WriteResult } from '@/client/lib/storage';
import { removeFromVaultWithUndo } from '@/client/library/actions/remove-from-vault-with-undo';
import { addToVault } from '@/client/library/stores/vault-store';
import { recordHistory } from '@/client/library/stores/watch-history-store';
import { readProgress } from '@/client/library/stores/watch-progress-store';
import { markWatched } from '@/client/library/stores/watched-store';
import { markEpisodesWatched, unmarkTitle } from '@/client/library/stores/watched-title';

/**
 * What a card's actions do (docs/product.md#title-cards), apart from the menu that offers them,
 * so each is tested on its own.
 */

/**
 * A card's title: what the vault stores (every field the card has) and what history needs. Vault
 * and saved cards pass their stored item, so the poster and rating may be missing.
 */
export type ActionTitle = {
  id: number;
  media_type: 'movie' | 'tv';
  title?: string;
  name?: string;
  poster_path?: string | null;
} & Record<string, unknown>;

const addedToVault = (name: string) =>
  say(msg({ message: `Added ${name} to the vault.`, comment: '{name} is a film or series name' }));

/** Add to Vault (said, with Undo); removing goes through the vault's one removal with Undo. */
export function toggleCardVault(title: ActionTitle, inVault: boolean): void {
  if (inVault) removeFromVaultWithUndo({ ...title, type: title.media_type });
  else
    changeLibrary(addedToVault(titleName(title) || say(THE_TITLE)), [storageKeys.vault], () =>
      addToVault(title),
    );
}

/**
 * Mark as watched, for a film: its mark, and an entry at the front of WATCH HISTORY at 100 %
 * (issue 16: marking a film watched adds it to the history).
 */
export function markMovieWatched(title: ActionTitle, now = Date.now()): WriteResult {
  const marked = markWatched({ id: title.id, type: 'movie' }, now);
  if (!marked.ok) return marked;
  return recordHistory({
    id: title.id,
    media_type: 'movie',
    title: titleName(title) || undefined,
    poster_path: title.poster_path,
    watchedAt: now,
    progress: 100,
  });
}

/** Mark as watched, for a series: every episode of its regular seasons, by the catalogue's counts. */
export function markSeriesWatched(
  id: number,
  seasons: readonly Pick<SeasonSummary, 'season_number' | 'episode_count'>[],
  now = Date.now(),
): WriteResult {
  const episodes = regularSeasons(seasons).flatMap((season) =>
    Array.from({ length: season.episode_count }, (_, i) => ({
      season: season.season_number,
      episode: i + 1,
    })),
  );
  return markEpisodesWatched(id, episodes, now);
}

/** Mark as unwatched: the film's mark, or every episode mark of the series; history stays. */
export function markUnwatched(title: Pick<ActionTitle, 'id' | 'media_type'>): WriteResult {
  return unmarkTitle({ id: title.id, type: title.media_type });
}

/**
 * Where Play goes: the player over the title page, as the page's own button opens it. A series
 * resumes at the episode its progress record names (the player resumes the position), else S1E1.
 */
export function playPath(title: Pick<ActionTitle, 'id' | 'media_type'>): string {
  const path = `${titlePath(title.media_type, title.id)}?play=1`;
  if (title.media_type === 'movie') return path;
  const record = readProgress('tv', title.id);
  const season = record?.last_season_watched ?? 1;
  const episode = record?.last_episode_watched ?? 1;
  return `${path}&season=${season}&episode=${episode}`;
}
