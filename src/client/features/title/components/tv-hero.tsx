import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Heart, Play, Star } from 'lucide-react';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import type { TvDetail } from '@/shared/catalog/detail-schemas';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { VaultToggleButton } from '@/client/library/ui/vault-toggle-button';
import { formatRating, releaseYear } from '@/client/lib/format';
import { HERO_GENRE_LIMIT, tvVaultRecord } from '../utils/tv-facts';
import { Backdrop } from './backdrop';
import { Poster } from './poster';
import type { ResumeSummary } from '@/client/library/rules/resume-summary';
import { ResumeLine } from '@/client/library/ui/resume-line';
import { YourRating } from '@/client/library/ui/your-rating';
import { HeroGenresAndSynopsis } from './hero-genres-and-synopsis';

/**
 * The series hero: back, backdrop, poster, up to 4 genres, WATCH (Up Next), the vault toggle, LIKE
 * and 'Your rating'.
 */
export function TvHero({
  show,
  watch,
  onBack,
  onWatch,
  resume,
  onWatchFromStart,
}: {
  show: TvDetail;
  /** The episode WATCH opens; null while the series has no regular season. */
  watch: { season: number; episode: number } | null;
  onBack: () => void;
  onWatch: () => void;
  /** The episode WATCH opens, when it was left part-way. */
  resume: ResumeSummary | null;
  onWatchFromStart: () => void;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const rating = formatRating(show.vote_average, locale);
  const season = watch?.season ?? 1;
  const episode = watch?.episode ?? 1;
  const years = [releaseYear(show.first_air_date), releaseYear(show.last_air_date)]
    .filter(Boolean)
    .filter((year, i, all) => all.indexOf(year) === i)
    .join('–');
  return (
    <header className="relative">
      <Backdrop path={show.backdrop_path} title={show.name} />
      <div className="relative mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <button type="button" onClick={onBack} className={`${buttonStyles.ghost} bg-bg/60`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans comment="Button: back to the previous page">Back</Trans>
        </button>
      </div>
      <div className="relative mx-auto flex max-w-7xl gap-8 px-4 pt-[16vh] pb-6 sm:px-6 lg:pt-[24vh]">
        <Poster path={show.poster_path} title={show.name} />
        <div className="min-w-0 flex-1 animate-enter self-end">
          <p className="label-caps text-xs text-accent">
            <Trans comment="Shown above a series' name">TV Series</Trans>
          </p>
          <h1 className="mt-1 text-3xl font-bold text-balance sm:text-5xl">{show.name}</h1>
          {show.tagline && <p className="mt-2 text-lg text-text-dim italic">{show.tagline}</p>}
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-text-dim">
            <span className="flex items-center gap-1 text-text">
              <Star aria-hidden="true" className="size-4 fill-current text-warn" />
              <span
                aria-label={t({
                  message: `Rating ${rating} out of 10`,
                  comment: '{rating} is the average rating (7.5)',
                })}
              >
                {rating}
              </span>
            </span>
            {years && <span>{years}</span>}
          </p>
          <HeroGenresAndSynopsis
            genres={show.genres.slice(0, HERO_GENRE_LIMIT)}
            overview={show.overview}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={onWatch}
              disabled={watch === null}
              className={`${buttonStyles.primary} pointer-coarse:min-h-11`}
            >
              <Play aria-hidden="true" className="size-4 fill-current" />
              <Trans comment="The series page's main button: plays the episode S{season}E{episode} (season and episode numbers, S1E5)">
                WATCH S{season}E{episode}
              </Trans>
            </button>
            {/* The TV page keys the vault by id and type (docs/product.md#vault). */}
            <VaultToggleButton id={show.id} type="tv" record={tvVaultRecord(show)} />
            {/* Decorative (docs/product.md#series-page): it looks like a like button, does nothing. */}
            <button type="button" aria-pressed={false} className={buttonStyles.secondary}>
              <Heart aria-hidden="true" className="size-4" />
              <Trans comment="A like button (all caps)">LIKE</Trans>
            </button>
          </div>
          {resume && <ResumeLine summary={resume} onPlayFromStart={onWatchFromStart} />}
          <YourRating id={show.id} mediaType="tv" title={show.name} posterPath={show.poster_path} />
        </div>
      </div>
    </header>
  );
}
