import { LIST_KINDS, type ListKind } from './title-schemas';

const TABS: readonly string[] = LIST_KINDS;

/**
 * The list a browse page (/movies, /tv-shows) shows for its `?tab=`: popular when the parameter
 * is missing or names no list (docs/product.md#browse-movies-and-series-pages). The server reads
 * it too, to render the page with that list's first page.
 */
export function readTab(value: string | null): ListKind {
  return value !== null && TABS.includes(value) ? (value as ListKind) : 'popular';
}
