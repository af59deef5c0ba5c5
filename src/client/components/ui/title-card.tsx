import { Trans, useLingui } from '@lingui/react/macro';
import { posterAlt } from './poster-alt';
import { ImageOff } from 'lucide-react';
import { memo, useContext, useEffect, useState } from 'react';
import { Link } from '@/client/lib/router/router';
import { CARD_POSTER, imageUrl } from '@/shared/catalog/image-url';
import { titleDate, titleName } from '@/shared/catalog/title-name';
import { titlePath } from '@/client/config/paths';
import { releaseYear } from '@/client/lib/format';
import { StarRating } from './star-rating';
import { CardContext, usePrefetchIntent } from './title-prefetch';

export type CardTitle = {
  id: number;
  media_type: 'movie' | 'tv';
  title?: string;
  name?: string;
  poster_path: string | null;
  release_date?: string;
  first_air_date?: string;
  vote_average: number;
};

/**
 * The movie card (docs/product.md#title-cards): poster, title, year, star rating to one decimal,
 * and a 'TV Series' label for series. The poster box has a fixed 2:3 ratio so nothing shifts while
 * images load; a broken image shows an icon with 'No Image' (or 'No Title'). The actions and
 * marks sit beside the link, not in it, once the app provides them.
 *
 * Memoized: a row or grid draws itself again for its own reasons (a report, the rest of its
 * cards arriving, the connection's status), which need not draw its cards again.
 */
export const TitleCard = memo(function TitleCard({
  title,
  priority = false,
}: {
  title: CardTitle;
  /** The first cards above the fold load eagerly with high priority (LCP). */
  priority?: boolean;
}) {
  const name = titleName(title);
  const src = imageUrl(title.poster_path, 'poster', CARD_POSTER);
  const [broken, setBroken] = useState(false);
  const intent = usePrefetchIntent(title);
  const year = releaseYear(titleDate(title));
  const cards = useContext(CardContext);
  const Extras = cards?.Extras;
  useEffect(() => cards?.wantExtras?.(), [cards]);
  const { t } = useLingui();
  const noTitle = t({ message: 'No Title', comment: 'In place of a missing title name' });
  return (
    <div data-nav-card className="relative">
      <Link
        to={titlePath(title.media_type, title.id)}
        className="group block rounded-[var(--radius-card)] focus-visible:outline-offset-4"
        {...intent}
      >
        <div className="relative aspect-[2/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 transition group-hover:border-accent group-hover:shadow-[var(--shadow-glow)] group-focus-visible:border-accent">
          {src && !broken ? (
            <img
              src={src}
              alt={posterAlt(t, name)}
              width={300}
              height={450}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              onError={() => setBroken(true)}
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 text-text-dim">
              <ImageOff aria-hidden="true" className="size-8" />
              <span className="text-xs">
                {name
                  ? t({ message: 'No Image', comment: 'In place of a missing poster' })
                  : noTitle}
              </span>
            </div>
          )}
          {title.media_type === 'tv' && (
            <span className="label-caps absolute top-2 left-2 rounded bg-bg/85 px-1.5 py-0.5 text-[10px] font-bold text-text">
              <Trans comment="Label on a card that is a series">TV Series</Trans>
            </span>
          )}
        </div>
        <div className="mt-2 px-0.5">
          <p className="truncate text-sm font-semibold text-text" title={name}>
            {name || noTitle}
          </p>
          <p className="flex items-center gap-2 text-xs text-text-dim">
            <span>{year}</span>
            <StarRating value={title.vote_average} />
          </p>
        </div>
      </Link>
      {Extras && <Extras title={title} />}
    </div>
  );
});

/**
 * The card's loading placeholder, the same size as a card: each bar sits in a box as tall as
 * the line of text it stands for (text-sm 20 px, then text-xs 16 px), so nothing moves.
 */
export function TitleCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      <div className="aspect-[2/3] animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      <div className="mt-2 px-0.5">
        <div className="flex h-5 items-center">
          <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
        </div>
        <div className="flex h-4 items-center">
          <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
        </div>
      </div>
    </div>
  );
}
