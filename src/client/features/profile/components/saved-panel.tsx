import { Trans, useLingui } from '@lingui/react/macro';
import { SAVED_POSTER } from '@/shared/catalog/image-url';
import { Bookmark } from 'lucide-react';
import { Link } from '@/client/lib/router/router';
import { titleDate, titleName } from '@/shared/catalog/title-name';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { PosterImage } from '@/client/components/ui/poster-image';
import { VaultRemoveButton } from '@/client/library/ui/vault-remove-button';
import { CardExtras } from '@/client/library/ui/card-extras';
import { paths, titlePath } from '@/client/config/paths';
import { releaseYear } from '@/client/lib/format';
import type { VaultItem } from '@/client/library/stores/vault-store';

const SAVED_SHOWN = 12;

/** SAVED: the latest 12 vault items, newest first, as a poster grid with remove buttons and the card actions. */
export function SavedPanel({
  vault,
  onRemove,
}: {
  vault: VaultItem[];
  onRemove: (item: VaultItem) => void;
}) {
  const { t } = useLingui();
  const latest = [...vault]
    .sort((a, b) => (Date.parse(b.addedAt) || 0) - (Date.parse(a.addedAt) || 0))
    .slice(0, SAVED_SHOWN);
  return (
    <section
      aria-labelledby="saved-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="saved-heading" className="label-caps mb-4 flex items-center gap-2 text-lg font-bold">
        <Bookmark aria-hidden="true" className="size-5 text-accent" />{' '}
        <Trans comment="Profile page heading, all caps: the titles saved in the vault">SAVED</Trans>
      </h2>
      {latest.length === 0 ? (
        <div className="flex flex-col items-start gap-3 text-sm text-text-dim">
          <p>
            <Trans>Nothing saved yet. Titles you add to your vault show up here.</Trans>
          </p>
          <Link to={paths.browse} className={buttonStyles.secondary}>
            <Trans comment="Profile page link, all caps: to the home page">
              FIND SOMETHING TO SAVE
            </Trans>
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t`Saved titles`}
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
        >
          {latest.map((item) => {
            const name =
              titleName(item) || t({ message: 'No Title', comment: 'A title without a name' });
            return (
              <li key={`${item.type}-${item.id}`} className="relative">
                <Link
                  to={titlePath(item.type, item.id)}
                  className="block rounded-[var(--radius-card)]"
                >
                  <PosterImage
                    path={item.poster_path}
                    name={name}
                    size={SAVED_POSTER}
                    width={300}
                  />
                  <p className="mt-1 truncate text-xs font-semibold" title={name}>
                    {name}
                  </p>
                  <p className="text-xs text-text-dim">{releaseYear(titleDate(item)) || '—'}</p>
                </Link>
                <CardExtras title={{ ...item, media_type: item.type }} />
                <VaultRemoveButton name={name} onRemove={() => onRemove(item)} compact />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
