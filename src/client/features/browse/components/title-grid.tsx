import { useLingui } from '@lingui/react/macro';
import { TitleCard, TitleCardSkeleton } from '@/client/components/ui/title-card';
import type { TitleSummary as BrowseItem } from '@/shared/catalog/title-schemas';

const gridClass =
  'grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

export function TitleGrid({ items }: { items: BrowseItem[] }) {
  const { t } = useLingui();
  return (
    <ul
      className={gridClass}
      aria-label={t({ message: 'Titles', comment: 'The grid of films or series' })}
      data-nav="grid"
    >
      {items.map((item, index) => (
        <li key={`${item.media_type}-${item.id}`}>
          <TitleCard title={item} priority={index < 6} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Twelve placeholder cards (docs/product.md#limits, skeletons), in the same grid as the real cards.
 */
export function TitleGridSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading titles`} className={gridClass}>
      {Array.from({ length: 12 }, (_, i) => (
        <TitleCardSkeleton key={i} />
      ))}
    </div>
  );
}
