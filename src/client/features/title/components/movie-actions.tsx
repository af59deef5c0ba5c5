import { Trans, useLingui } from '@lingui/react/macro';
import { Film, Play } from 'lucide-react';
import type { MovieDetail } from '@/shared/catalog/detail-schemas';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { VaultToggleButton } from '@/client/library/ui/vault-toggle-button';
import { clientConfig } from '@/client/config/client-config';
import { imdbUrl, openVideoUrl, safeHttpUrl, tmdbUrl, trailerUrl } from '../utils/external-link';
import { findTrailer, movieVaultRecord } from '../utils/movie-facts';
import { useMovieWatched } from '@/client/library/stores/watched-title';
import { MovieWatchedButton, WatchedBadge } from '@/client/library/ui/movie-watched';
import { resumeSummary } from '@/client/library/rules/resume-summary';
import { useProgressRecord } from '@/client/library/stores/use-progress-record';
import { ResumeLine } from '@/client/library/ui/resume-line';
import { OutboundLink } from './outbound-link';
import { YourRating } from '@/client/library/ui/your-rating';

/**
 * The 'Watched' badge, PLAY NOW, the vault toggle, the watched toggle, the trailer (only when one
 * exists), 'Your rating' and the outbound links.
 */
export function MovieActions({
  movie,
  onPlay,
  onPlayFromStart,
}: {
  movie: MovieDetail;
  onPlay: () => void;
  onPlayFromStart: () => void;
}) {
  const { t } = useLingui();
  const trailer = findTrailer(movie.videos.results);
  const imdb = imdbUrl(movie.imdb_id);
  const homepage = safeHttpUrl(movie.homepage);
  // Only TMDB's own ids have a TMDB page; the embedded catalogue's ids would open another title.
  const tmdb = clientConfig().catalog === 'tmdb' ? tmdbUrl('movie', movie.id) : null;
  const watched = useMovieWatched(movie.id);
  const resume = resumeSummary(useProgressRecord('movie', movie.id));
  return (
    <>
      {watched && <WatchedBadge />}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onPlay}
          className={`${buttonStyles.primary} pointer-coarse:min-h-11`}
        >
          <Play aria-hidden="true" className="size-4 fill-current" />
          <Trans comment="The movie page's main button: starts the film">PLAY NOW</Trans>
        </button>
        {/* The movie page keys the vault by id only (docs/product.md#vault, matching rules). */}
        <VaultToggleButton id={movie.id} type="movie" record={movieVaultRecord(movie)} byIdOnly />
        <MovieWatchedButton movie={movie} watched={watched} />
        {trailer && (
          <button
            type="button"
            onClick={() => openVideoUrl(trailerUrl(trailer.key))}
            className={buttonStyles.secondary}
          >
            <Film aria-hidden="true" className="size-4" />
            <Trans>Watch Trailer</Trans>
          </button>
        )}
      </div>
      {resume && <ResumeLine summary={resume} onPlayFromStart={onPlayFromStart} />}
      <YourRating
        id={movie.id}
        mediaType="movie"
        title={movie.title}
        posterPath={movie.poster_path}
      />
      {(imdb || homepage || tmdb) && (
        <nav
          aria-label={t({
            message: 'External links',
            comment: 'Label of the links to other sites (IMDb, the homepage, TMDB)',
          })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {imdb && <OutboundLink href={imdb}>IMDb</OutboundLink>}
          {homepage && (
            <OutboundLink href={homepage}>
              <Trans comment="Link to the film's official website">Homepage</Trans>
            </OutboundLink>
          )}
          {tmdb && <OutboundLink href={tmdb}>TMDB</OutboundLink>}
        </nav>
      )}
    </>
  );
}
