import { randomUUID } from 'node:crypto';
import { getEmbeddedCatalogue } from '@/server/catalog/embedded/embedded-catalogue';
import { filmSummary } from '@/server/catalog/embedded/to-summary';
import type { MovieSummary } from '@/shared/catalog/title-schemas';
import { libraryKey } from '@/shared/library/library-keys';
import type { LibraryOp } from '@/shared/library/library-ops';

/**
 * Libraries for `npm run bench:sync`, built from the embedded catalogue's films in the shapes
 * the browser stores (a vault entry is a whole title record). The embedded overviews are one
 * short line where TMDB's run to a paragraph, so each is replaced by ~300 characters of words
 * drawn from the catalogue's own text: compressed sizes then resemble a TMDB user's library.
 */
const films = getEmbeddedCatalogue().films.map(filmSummary);
const words = [...new Set(films.flatMap((f) => `${f.title} ${f.overview}`.split(/\s+/)))];

/** A small deterministic generator, so every run pushes the same libraries. */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function overview(random: () => number) {
  let text = '';
  while (text.length < 300) text += `${words[Math.floor(random() * words.length)]} `;
  return `${text.trim()}.`;
}

const op = (key: string, value: LibraryOp['value'], at: number): LibraryOp => ({
  opId: randomUUID(),
  key,
  value,
  at,
});

function vaultOp(film: MovieSummary, at: number, random: () => number): LibraryOp {
  const value = {
    ...film,
    overview: overview(random),
    type: 'movie' as const,
    addedAt: new Date(at).toISOString(),
  };
  return op(libraryKey('vault', 'movie', film.id), value, at);
}

function historyOp(film: MovieSummary, at: number, random: () => number): LibraryOp {
  const value = {
    id: film.id,
    media_type: 'movie' as const,
    title: film.title,
    poster_path: film.poster_path,
    genre_ids: film.genre_ids,
    watchedAt: at,
    progress: Math.round(random() * 100),
  };
  return op(libraryKey('history', 'movie', film.id), value, at);
}

function progressOp(film: MovieSummary, at: number, random: () => number): LibraryOp {
  const duration = 5400 + Math.round(random() * 3600);
  const value = {
    id: film.id,
    title: film.title,
    type: 'movie' as const,
    poster_path: film.poster_path,
    backdrop_path: film.backdrop_path,
    progress: { watched: Math.round(random() * duration), duration },
    lastWatched: at,
  };
  return op(libraryKey('progress', 'movie', film.id), value, at);
}

/**
 * What one simulated user does: `count` operations over random films, mostly saves, history
 * and progress, with some removals of titles saved earlier.
 */
export function userOps(count: number, seed: number, now: number): LibraryOp[] {
  const random = seeded(seed);
  const pick = () => films[Math.floor(random() * films.length)]!;
  const ops: LibraryOp[] = [];
  const saved: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = now - (count - i) * 1000;
    const roll = random();
    if (roll < 0.1 && saved.length > 0) ops.push(op(saved.shift()!, null, at));
    else if (roll < 0.5) {
      const save = vaultOp(pick(), at, random);
      saved.push(save.key);
      ops.push(save);
    } else if (roll < 0.75) ops.push(historyOp(pick(), at, random));
    else ops.push(progressOp(pick(), at, random));
  }
  return ops;
}

/** A large library: `total` items, two fifths saved titles, the rest history and progress. */
export function largeLibrary(total: number, now: number): LibraryOp[] {
  const random = seeded(12);
  const vault = Math.round(total * 0.4);
  const history = Math.round(total * 0.3);
  const ops: LibraryOp[] = [];
  for (let i = 0; i < total; i += 1) {
    const film = films[i < vault ? i : i < vault + history ? i - vault : i - vault - history]!;
    const at = now - (total - i) * 60_000;
    const make = i < vault ? vaultOp : i < vault + history ? historyOp : progressOp;
    ops.push(make(film, at, random));
  }
  return ops;
}
