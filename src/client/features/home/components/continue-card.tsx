import { FallbackImage, NoImage } from '@/client/components/ui/fallback-image';
import { Link } from '@/client/lib/router/router';
import { titlePath } from '@/client/config/paths';
import { SAVED_POSTER, imageUrl } from '@/shared/catalog/image-url';
import type { ContinueItem } from '../utils/continue-watching';

/**
 * A title to resume: poster, progress bar, percent and time left. The link carries `?resume=1`
 * so the title page can offer to pick up where the viewer stopped.
 */
export function ContinueCard({ item }: { item: ContinueItem }) {
  const episode =
    item.type === 'tv' && item.season && item.episode ? `S${item.season}E${item.episode}` : null;
  const left = item.timeLeft ? ` · ${item.timeLeft} left` : '';
  return (
    <Link
      to={`${titlePath(item.type, item.id)}?resume=1`}
      className="group block rounded-[var(--radius-card)] focus-visible:outline-offset-4"
    >
      <div className="relative aspect-[2/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 transition group-hover:border-accent group-hover:shadow-[var(--shadow-glow)] group-focus-visible:border-accent">
        <FallbackImage
          src={imageUrl(item.posterPath, 'poster', SAVED_POSTER)}
          alt={`Poster of ${item.title}`}
          width={300}
          height={450}
          fallback={<NoImage iconClass="size-8" />}
        />
        <div className="absolute inset-x-0 bottom-0 h-1 bg-bg/80">
          <div className="h-full bg-accent" style={{ width: `${item.percent}%` }} />
        </div>
      </div>
      <p className="mt-2 truncate px-0.5 text-sm font-semibold text-text" title={item.title}>
        {item.title}
      </p>
      <p className="px-0.5 text-xs text-text-dim">
        {episode && <span className="mr-1 text-text">{episode}</span>}
        {item.percent}%{left}
      </p>
    </Link>
  );
}
