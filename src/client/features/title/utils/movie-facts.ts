import type { CrewMember, MovieDetail, Video } from '@/shared/catalog/detail-schemas';

/** Limits on the movie detail page (docs/product.md#limits). */
export const SIMILAR_LIMIT = 12;
export const COMPANY_LIMIT = 3;

const WRITER_JOBS = new Set(['Screenplay', 'Writer']);

/** The crew with one of the jobs, each person once, in credit order. */
function crewNames(crew: readonly CrewMember[], jobs: ReadonlySet<string>): CrewMember[] {
  const seen = new Set<number>();
  return crew.filter((member) => {
    if (!jobs.has(member.job) || seen.has(member.id)) return false;
    seen.add(member.id);
    return true;
  });
}

/** The key crew (docs/product.md#movie-page): the director(s) and the writer(s). */
export function keyCrew(crew: readonly CrewMember[]) {
  return {
    directors: crewNames(crew, new Set(['Director'])),
    writers: crewNames(crew, WRITER_JOBS),
  };
}

/**
 * The trailer to offer, if any: a video of type Trailer on the video site (its key is only
 * meaningful there). Official trailers first, as TMDB lists several.
 */
export function findTrailer(videos: readonly Video[]): Video | null {
  const trailers = videos.filter((v) => v.type === 'Trailer' && v.site === 'YouTube' && v.key);
  return trailers.find((v) => v.name?.toLowerCase().includes('official')) ?? trailers[0] ?? null;
}

/**
 * What the vault keeps of a movie: the title record without the nested credits, videos and
 * recommendations, which would bloat local storage and go stale.
 */
export function movieVaultRecord(movie: MovieDetail) {
  const { credits: _credits, videos: _videos, recommendations: _recs, ...record } = movie;
  return record;
}
