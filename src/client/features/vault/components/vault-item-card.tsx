import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatLocale } from '@/client/i18n/use-format-locale';
import { SAVED_POSTER } from '@/shared/catalog/image-url';
import { Link } from '@/client/lib/router/router';
import { titleDate, titleName } from '@/shared/catalog/title-name';
import { PosterImage } from '@/client/components/ui/poster-image';
import { StarRating } from '@/client/components/ui/star-rating';
import { VaultRemoveButton } from '@/client/library/ui/vault-remove-button';
import { CardExtras } from '@/client/library/ui/card-extras';
import { titlePath } from '@/client/config/paths';
import { releaseYear } from '@/client/lib/format';
import type { VaultItem } from '@/client/library/stores/vault-store';
import { formatAddedDate } from '../utils/format-added-date';

/**
 * One saved title: opens its detail page; the remove button and the card actions sit beside the
 * link, not in it.
 */
export function VaultItemCard({
  item,
  onRemove,
}: {
  item: VaultItem;
  onRemove: (item: VaultItem) => void;
}) {
  const { t } = useLingui();
  const name =
    titleName(item) || t({ message: 'No Title', comment: 'Stands for a title without a name' });
  const year = releaseYear(titleDate(item));
  const added = formatAddedDate(item.addedAt, useFormatLocale());
  return (
    <li data-nav-card className="group relative animate-enter">
      <Link
        to={titlePath(item.type, item.id)}
        className="block rounded-[var(--radius-card)] focus-visible:outline-offset-4"
      >
        <div className="transition group-hover:shadow-[var(--shadow-glow)]">
          <PosterImage path={item.poster_path} name={name} size={SAVED_POSTER} width={300} />
        </div>
        <p className="mt-2 truncate text-sm font-semibold" title={name}>
          {name}
        </p>
        <p className="flex items-center gap-2 text-xs text-text-dim">
          <span className="label-caps text-[10px]">
            {item.type === 'tv'
              ? t({ message: 'TV', comment: 'A saved card: the title is a series' })
              : t({ message: 'Movie', comment: 'A saved card: the title is a film' })}
          </span>
          {year && <span>{year}</span>}
          <StarRating value={item.vote_average} />
        </p>
        <p className="text-xs text-text-dim">
          {added ? (
            <Trans comment="When the title was saved to the vault; {added} is a date">
              Added {added}
            </Trans>
          ) : (
            <Trans>Added on an unknown date</Trans>
          )}
        </p>
      </Link>
      <CardExtras title={{ ...item, media_type: item.type }} />
      <VaultRemoveButton name={name} onRemove={() => onRemove(item)} />
    </li>
  );
}
