import { Trans } from '@lingui/react/macro';
import { Link } from '@/client/lib/router/router';
import type { MovieSummary } from '@/shared/catalog/title-schemas';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { TitleCard } from '@/client/components/ui/title-card';
import { paths } from '@/client/config/paths';
import { SIMILAR_LIMIT } from '../utils/movie-facts';

/** Up to 12 similar films, each a card linking to its own detail page. */
export function MoreLikeThis({ movies }: { movies: readonly MovieSummary[] }) {
  const shown = movies.slice(0, SIMILAR_LIMIT);
  return (
    <section
      aria-labelledby="similar-heading"
      className="mx-auto mt-12 max-w-7xl px-4 pb-16 sm:px-6"
    >
      <h2 id="similar-heading" className="label-caps mb-4 text-lg font-bold">
        <Trans comment="Heading of the films similar to this one">More like this</Trans>
      </h2>
      {shown.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-8 text-center">
          <p className="text-text-dim">
            <Trans>No recommendations available</Trans>
          </p>
          <Link to={paths.movies} className={`${buttonStyles.secondary} mt-4`}>
            <Trans>Browse Movies</Trans>
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {shown.map((movie) => (
            <li key={movie.id}>
              <TitleCard title={movie} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
