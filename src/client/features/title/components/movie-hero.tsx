import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import type { ReactNode } from 'react';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { formatRating } from '@/client/lib/format';
import { formatLongDate, formatRuntime, formatVotes } from '../utils/title-formatters';
import { Backdrop } from './backdrop';
import { Poster } from './poster';
import { HeroGenresAndSynopsis } from './hero-genres-and-synopsis';

/**
 * The header of the movie page: backdrop, the poster overlapping it on wide screens, and the
 * facts a viewer decides on. Actions and links come in as children, so this stays presentational.
 */
export function MovieHero({ movie, children }: { movie: MovieDetail; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const country = movie.production_countries[0]?.name;
  const rating = formatRating(movie.vote_average, locale);
  const votes = formatVotes(movie.vote_count, locale, i18n);
  const runtime = formatRuntime(movie.runtime, i18n);
  return (
    <header className="relative">
      <Backdrop path={movie.backdrop_path} title={movie.title} />
      <div className="relative mx-auto flex max-w-7xl gap-8 px-4 pt-[22vh] pb-6 sm:px-6 lg:pt-[30vh]">
        <Poster path={movie.poster_path} title={movie.title} />
        <div className="min-w-0 flex-1 animate-enter self-end">
          <h1 className="text-3xl font-bold text-balance sm:text-5xl">{movie.title}</h1>
          {movie.tagline && <p className="mt-2 text-lg text-text-dim italic">{movie.tagline}</p>}
          <ul className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-text-dim">
            <li
              className="flex items-center gap-1 text-text"
              aria-label={t({
                message: `Rating ${rating} out of 10 from ${votes}`,
                comment:
                  '{rating} is the average rating (7.5), {votes} how many rated it (1,234 votes)',
              })}
            >
              <Star aria-hidden="true" className="size-4 fill-current text-warn" />
              <span className="font-bold">{rating}</span>
              <span className="text-text-dim">({votes})</span>
            </li>
            {/* Unknown facts are left out of this line rather than shown as dashes. */}
            {movie.runtime ? (
              <li
                aria-label={t({
                  message: `Runtime ${runtime}`,
                  comment: "The film's length; {runtime} is a duration (2h 6m)",
                })}
              >
                {runtime}
              </li>
            ) : null}
            {movie.release_date && <li>{formatLongDate(movie.release_date, locale)}</li>}
            {country && <li>{country}</li>}
          </ul>
          <HeroGenresAndSynopsis genres={movie.genres} overview={movie.overview} />
          {children}
        </div>
      </div>
    </header>
  );
}
