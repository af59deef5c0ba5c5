import type { CatalogSource } from '@/server/catalog/catalog-source';
import type { ChatTitle } from '@/shared/chat/chat-schemas';
import type { TitleSummary } from '@/shared/catalog/title-schemas';
import { titleDate, titleName } from '@/shared/catalog/title-name';
import type { CatalogueIndex } from './local/catalogue-index';
import { titleKey } from './local/text-match';

/** Each lookup waits at most this long: the answer is already late when an AI wrote it. */
const LOOKUP_MS = 1500;

/**
 * The chat picks titles from the embedded catalogue (only our own data may enter an AI prompt).
 * When the app serves TMDB instead, the embedded films' ids mean nothing to the detail pages, so
 * each recommended title is looked up on TMDB by name and year and linked to TMDB's id and
 * poster. A title TMDB does not know, or that takes too long, is left out of the cards (the
 * answer's text still names it) rather than linked to a page that says "Movie Not Found".
 * Nothing from TMDB goes back into a prompt: this runs after the answer is written.
 */
export function tmdbRelinker(source: CatalogSource, index: () => CatalogueIndex) {
  return async (titles: ChatTitle[]): Promise<ChatTitle[]> => {
    const candidates = index().byKey;
    const found = await Promise.all(
      titles.map((title) =>
        withTimeout(
          relink(source, title, candidates.get(`${title.media_type}:${title.id}`)?.year ?? null),
          LOOKUP_MS,
        ).catch(() => null),
      ),
    );
    const seen = new Set<string>();
    return found.filter((title): title is ChatTitle => {
      if (!title || seen.has(`${title.media_type}:${title.id}`)) return false;
      seen.add(`${title.media_type}:${title.id}`);
      return true;
    });
  };
}

async function relink(source: CatalogSource, title: ChatTitle, year: number | null) {
  const page = await source.search(title.media_type, title.title, 1);
  const wanted = titleKey(title.title);
  const sameName = page.results.filter((r) => titleKey(nameOf(r)) === wanted);
  const match =
    sameName.find((r) => year !== null && Math.abs(yearOf(r) - year) <= 1) ??
    (year === null ? sameName[0] : undefined);
  if (!match) return null;
  return {
    id: match.id,
    media_type: title.media_type,
    title: nameOf(match),
    poster_path: match.poster_path ?? null,
    // Why it fits is our own catalogue's words: it goes with the card to its TMDB id.
    ...(title.year !== undefined && { year: title.year }),
    ...(title.reason !== undefined && { reason: title.reason }),
  } satisfies ChatTitle;
}

const nameOf = (r: TitleSummary) => titleName(r);
const yearOf = (r: TitleSummary) => Number(titleDate(r).slice(0, 4)) || NaN;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup took too long')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
