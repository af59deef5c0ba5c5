import { Film, Tv } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { FallbackImage } from '@/client/components/ui/fallback-image';
import { titlePath } from '@/client/config/paths';
import { SMALL_POSTER, imageUrl } from '@/shared/catalog/image-url';
import type { ChatTitle } from '@/shared/chat/chat-schemas';

/** A recommended title inside a bot message: poster and name, linking to its detail page. */
export function ChatTitleCard({ title }: { title: ChatTitle }) {
  const Icon = title.media_type === 'tv' ? Tv : Film;
  return (
    <Link
      to={titlePath(title.media_type, title.id)}
      className="group flex w-24 shrink-0 flex-col gap-1 sm:w-28"
    >
      <span className="block aspect-[2/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 transition group-hover:border-accent group-hover:shadow-[var(--shadow-glow)] group-focus-visible:border-accent">
        <FallbackImage
          src={imageUrl(title.poster_path, 'poster', SMALL_POSTER)}
          alt={`Poster of ${title.title}`}
          width={112}
          height={168}
          fallback={
            <span className="flex size-full items-center justify-center text-text-dim">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          }
        />
      </span>
      <span className="line-clamp-2 text-xs font-semibold text-text group-hover:text-accent">
        {title.title}
      </span>
    </Link>
  );
}
