import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@/client/lib/router/router';
import { SAVED_POSTER, imageUrl } from '@/shared/catalog/image-url';
import { FallbackImage, NoImage } from '@/client/components/ui/fallback-image';
import { posterAlt } from '@/client/components/ui/poster-alt';

/**
 * A poster's box on a card that links somewhere: the 2:3 frame that lights up when its link is
 * hovered or focused. The caller adds its size and position (`relative`, a width).
 */
export const POSTER_FRAME =
  'aspect-[2/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 transition group-hover:border-accent group-hover:shadow-[var(--shadow-glow)] group-focus-visible:border-accent';

/**
 * A card of a row that is not the catalogue's title card (Continue Watching, Upcoming): one link
 * holding the poster, the title under it and the caller's line or two below that. `overlay`
 * sits over the poster (a progress bar, a badge); actions beside the link are the caller's.
 */
export function PosterCard({
  to,
  name,
  posterPath,
  label,
  overlay,
  children,
}: {
  to: string;
  name: string;
  posterPath: string | null;
  /** The link's name when the poster's alt text and the lines would not say enough. */
  label?: string;
  overlay?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      aria-label={label}
      className="group block rounded-[var(--radius-card)] focus-visible:outline-offset-4"
    >
      <div className={`relative ${POSTER_FRAME}`}>
        <FallbackImage
          src={imageUrl(posterPath, 'poster', SAVED_POSTER)}
          alt={posterAlt(t, name)}
          width={300}
          height={450}
          fallback={<NoImage iconClass="size-8" />}
        />
        {overlay}
      </div>
      <p className="mt-2 truncate px-0.5 text-sm font-semibold text-text" title={name}>
        {name}
      </p>
      {children}
    </Link>
  );
}
