import { useMemo } from 'react';
import { releaseYear } from '@/client/lib/format';
import { titleName } from '@/shared/catalog/title-name';
import type { MovieDetail, TvDetail } from '@/shared/catalog/detail-schemas';
import { useQuery } from '@tanstack/react-query';
import { movieDetailQueryOptions, tvDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { isNotOnThisProfile } from '@/client/api/catalog/not-on-this-profile';

/** What the player needs to show and record about the title, for movies and series alike. */
export interface PlayerTitle {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
  vote_average: number | null;
  year: string;
  genre_ids: number[];
  /** The summary record, for the vault. */
  record: Record<string, unknown>;
}

function toPlayerTitle(detail: MovieDetail | TvDetail): PlayerTitle {
  const date = detail.media_type === 'movie' ? detail.release_date : detail.first_air_date;
  if (!detail.poster_path || !detail.overview) {
    // The product logs a warning when movie data is incomplete (docs/product.md#player-controls);
    // the player still plays.
    console.warn(`Player: incomplete data for ${detail.media_type} ${detail.id}`);
  }
  const { credits: _c, ...summary } = detail as MovieDetail;
  const record: Record<string, unknown> = { ...summary };
  delete record.recommendations;
  delete record.videos;
  delete record.seasons;
  return {
    id: detail.id,
    type: detail.media_type,
    title: titleName(detail),
    poster_path: detail.poster_path,
    backdrop_path: detail.backdrop_path,
    vote_average: detail.vote_average,
    year: releaseYear(date),
    genre_ids: detail.genres?.map((g) => g.id) ?? detail.genre_ids,
    record,
  };
}

export function usePlayerTitle(type: 'movie' | 'tv', id: number) {
  const language = useCatalogLanguage();
  const movie = useQuery({ ...movieDetailQueryOptions(id, language), enabled: type === 'movie' });
  const tv = useQuery({ ...tvDetailQueryOptions(id, language), enabled: type === 'tv' });
  const query = type === 'movie' ? movie : tv;
  const data = query.data;
  const title = useMemo(() => (data ? toPlayerTitle(data) : null), [data]);
  return {
    movie: movie.data,
    tv: tv.data,
    title,
    isError: query.isError,
    /** A kids profile may not watch this title: nothing is streamed. */
    notOnThisProfile: isNotOnThisProfile(query.error),
  };
}
