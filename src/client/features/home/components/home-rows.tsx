import { CatalogRow } from './catalog-row';
import type { ListKind, ListMedia } from '@/shared/catalog/api-paths';

/**
 * The six rows, in the product's order (docs/product.md#home-view); trending movies is the one that
 * loads at once.
 */
const rows: ReadonlyArray<{ title: string; media: ListMedia; kind: ListKind }> = [
  { title: 'Trending movies', media: 'movie', kind: 'trending' },
  { title: 'Trending series', media: 'tv', kind: 'trending' },
  { title: 'Popular movies', media: 'movie', kind: 'popular' },
  { title: 'Popular series', media: 'tv', kind: 'popular' },
  { title: 'Top rated movies', media: 'movie', kind: 'top_rated' },
  { title: 'Top rated series', media: 'tv', kind: 'top_rated' },
];

export function HomeRows() {
  return (
    <div>
      {rows.map((row, index) => (
        <CatalogRow key={`${row.media}-${row.kind}`} {...row} eager={index === 0} />
      ))}
    </div>
  );
}
