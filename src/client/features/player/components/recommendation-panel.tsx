import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/client/lib/router/router';
import { CardExtras } from '@/client/library/ui/card-extras';
import { titlePath } from '@/client/config/paths';
import { formatRating, releaseYear } from '@/client/lib/format';
import { SMALL_POSTER, imageUrl } from '@/shared/catalog/image-url';
import { titleDate, titleName } from '@/shared/catalog/title-name';
import type { TitleSummary } from '@/shared/catalog/title-schemas';
import { truncateOverview } from '../utils/truncate-overview';
import { useFormatLocale } from '@/client/i18n/use-format-locale';

/** The movie side panel: up to 15 titles, each opening its own player, with the card actions. */
export function RecommendationPanel(props: { items: TitleSummary[]; isLoading: boolean }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  return (
    <section aria-labelledby="player-recs-heading" className="flex flex-col gap-4">
      <h3 id="player-recs-heading" className="label-caps text-sm font-bold text-text">
        <Trans comment="Heading of the player's side panel of similar titles">Recommended</Trans>
      </h3>
      {props.isLoading && (
        <ul aria-hidden="true" className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="h-24 animate-pulse rounded-md bg-surface-2" />
          ))}
        </ul>
      )}
      {!props.isLoading && props.items.length === 0 && (
        <p className="text-sm text-text-dim">
          <Trans>No recommendations available</Trans>
        </p>
      )}
      {!props.isLoading && props.items.length > 0 && (
        <ul className="flex flex-col gap-2">
          {props.items.map((item) => {
            const poster = imageUrl(item.poster_path, 'poster', SMALL_POSTER);
            return (
              <li key={`${item.media_type}-${item.id}`} className="relative">
                <Link
                  to={`${titlePath(item.media_type, item.id)}?play=1`}
                  className="flex gap-3 rounded-md border border-line bg-surface p-2 pr-11 transition hover:border-accent"
                >
                  {poster ? (
                    <img
                      src={poster}
                      alt=""
                      width={54}
                      height={81}
                      loading="lazy"
                      className="h-[81px] w-[54px] shrink-0 rounded object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="h-[81px] w-[54px] shrink-0 rounded bg-surface-2"
                    />
                  )}
                  <span className="flex min-w-0 flex-col gap-1 text-sm">
                    <span className="font-bold text-text">{titleName(item)}</span>
                    <span className="text-xs text-text-dim">
                      {[
                        releaseYear(titleDate(item)),
                        `★ ${formatRating(item.vote_average, locale)}`,
                        item.media_type === 'tv'
                          ? t({ message: 'TV Series', comment: "Shown above a series' name" })
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="text-xs text-text-dim">{truncateOverview(item.overview)}</span>
                  </span>
                </Link>
                <CardExtras title={item} compact />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
