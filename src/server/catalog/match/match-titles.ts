import type { MatchCandidate, MatchItem, MatchResult } from '@/shared/catalog/match-schemas';
import { MATCH_LIMITS } from '@/shared/catalog/match-schemas';
import type { MediaType, TitleSummary } from '@/shared/catalog/title-schemas';
import { titleDate, titleName } from '@/shared/catalog/title-name';
import { foldTitle, titleKey } from './normalise-title';

/**
 * What a catalogue source offers the matcher. The embedded catalogue and TMDB each answer it
 * (embedded-match-lookup.ts, source-match-lookup.ts).
 */
export interface MatchLookup {
  /** The title with this TMDB id, where the source knows TMDB's ids for that type. */
  byTmdbId(id: number, type: MediaType): Promise<TitleSummary | null>;
  /** Titles with this IMDb id; empty where the source cannot tell. */
  byImdbId(imdbId: string): Promise<TitleSummary[]>;
  /** Titles whose name may be this one; the matcher applies its own rules to them. */
  byTitle(title: string, type: MediaType | undefined): Promise<TitleSummary[]>;
}

const yearOf = (t: TitleSummary): number | null => {
  const year = Number.parseInt(titleDate(t).slice(0, 4), 10);
  return Number.isFinite(year) ? year : null;
};

function toCandidate(t: TitleSummary): MatchCandidate {
  return {
    id: t.id,
    media_type: t.media_type,
    title: titleName(t),
    year: yearOf(t),
    poster_path: t.poster_path,
    backdrop_path: t.backdrop_path,
    vote_average: t.vote_average,
    genre_ids: t.genre_ids,
  };
}

const matched = (t: TitleSummary): MatchResult => ({ status: 'matched', match: toCandidate(t) });

/**
 * One item: by TMDB id, then by IMDb id, then by title and year. A title matches when its key
 * (normalise-title.ts) is the item's and its year is the item's or one off (services disagree
 * on release years by a festival or a country); the same year beats a neighbour, and an exact
 * spelling beats an article or accent difference. What is left is one title (matched), several
 * (ambiguous: the person chooses) or none.
 */
export async function matchItem(item: MatchItem, lookup: MatchLookup): Promise<MatchResult> {
  if (item.tmdbId !== undefined && item.type) {
    const byId = await lookup.byTmdbId(item.tmdbId, item.type);
    if (byId) return matched(byId);
  }
  if (item.imdbId) {
    const byImdb = (await lookup.byImdbId(item.imdbId)).filter(
      (t) => !item.type || t.media_type === item.type,
    );
    if (byImdb.length === 1) return matched(byImdb[0]!);
  }
  const key = titleKey(item.title);
  if (key === '') return { status: 'unmatched' };
  let found = (await lookup.byTitle(item.title, item.type)).filter(
    (t) => (!item.type || t.media_type === item.type) && titleKey(titleName(t)) === key,
  );
  found = dedupe(found);
  if (item.year !== undefined) {
    const year = item.year;
    const near = found.filter((t) => {
      const y = yearOf(t);
      return y !== null && Math.abs(y - year) <= 1;
    });
    const same = near.filter((t) => yearOf(t) === year);
    found = same.length > 0 ? same : near;
  }
  if (found.length > 1) {
    const folded = foldTitle(item.title);
    const exact = found.filter((t) => foldTitle(titleName(t)) === folded);
    if (exact.length === 1) found = exact;
  }
  if (found.length === 0) return { status: 'unmatched' };
  if (found.length === 1) return matched(found[0]!);
  return {
    status: 'ambiguous',
    candidates: found
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, MATCH_LIMITS.candidates)
      .map(toCandidate),
  };
}

function dedupe(titles: TitleSummary[]) {
  const seen = new Set<string>();
  return titles.filter((t) => {
    const id = `${t.media_type}:${t.id}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** A batch, in order; items run one after another so a source's cache serves repeats. */
export async function matchItems(items: MatchItem[], lookup: MatchLookup): Promise<MatchResult[]> {
  const results: MatchResult[] = [];
  for (const item of items) results.push(await matchItem(item, lookup));
  return results;
}
