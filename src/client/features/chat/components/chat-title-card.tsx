import { useLingui } from '@lingui/react/macro';
import { Film, Tv } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { FallbackImage } from '@/client/components/ui/fallback-image';
import { posterAlt } from '@/client/components/ui/poster-alt';
import { POSTER_FRAME } from '@/client/components/ui/poster-card';
import { titlePath } from '@/client/config/paths';
import { SMALL_POSTER, imageUrl } from '@/shared/catalog/image-url';
import type { ChatTitle } from '@/shared/chat/chat-schemas';

/**
 * One title of an answer's list: its poster and name (with the year when known), linking to its
 * detail page, and beside it why it fits when the answer says.
 */
export function ChatTitleCard({ title }: { title: ChatTitle }) {
  const { t } = useLingui();
  const name = title.title;
  const Icon = title.media_type === 'tv' ? Tv : Film;
  return (
    <Link
      to={titlePath(title.media_type, title.id)}
      className="group flex min-w-0 items-start gap-3"
    >
      <span className={`block w-12 shrink-0 sm:w-16 ${POSTER_FRAME}`}>
        <FallbackImage
          src={imageUrl(title.poster_path, 'poster', SMALL_POSTER)}
          alt={posterAlt(t, name)}
          width={112}
          height={168}
          fallback={
            <span className="flex size-full items-center justify-center text-text-dim">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          }
        />
      </span>
      <span className="flex min-w-0 flex-col gap-1 pt-1">
        <span className="text-sm font-semibold text-text group-hover:text-accent">
          {title.title}
          {title.year ? <span className="font-normal text-text-dim"> ({title.year})</span> : null}
        </span>
        {title.reason && <span className="text-xs text-text-dim">{title.reason}</span>}
      </span>
    </Link>
  );
}
