import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  LIST_KINDS,
  type ListKind,
  type MediaType,
  type Paged,
} from '@/shared/catalog/title-schemas';

/**
 * The browse pages' state rules (docs/product.md#browse-movies-and-series-pages), kept pure so they
 * are easy to test: the tab and the search text live in the URL (`?tab=`, `?q=`); changing tab
 * clears the search; blank search text counts as no search; load more goes on while page <
 * total_pages.
 */
const TAB_LABELS: Record<ListKind, MessageDescriptor> = {
  trending: msg({ message: 'Trending', comment: 'Browse tab, in capitals' }),
  popular: msg({ message: 'Popular', comment: 'Browse tab, in capitals' }),
  top_rated: msg({ message: 'Top Rated', comment: 'Browse tab, in capitals' }),
};

/** The tabs, in the catalogue's order of its lists (LIST_KINDS), each with its label. */
export const BROWSE_TABS: ReadonlyArray<{ id: ListKind; label: MessageDescriptor }> =
  LIST_KINDS.map((id) => ({ id, label: TAB_LABELS[id] }));

/** The search the page runs: trimmed, and blank means none. */
export function readQuery(value: string | null): string {
  return (value ?? '').trim();
}

export function paramsForTab(current: URLSearchParams, tab: ListKind): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  next.delete('q');
  return next;
}

export function paramsForSearch(current: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(current);
  const query = readQuery(text);
  if (query) next.set('q', query);
  else next.delete('q');
  return next;
}

/** All loaded pages as one list; a title that moved between pages shows once. */
export function mergePages<T extends { id: number; media_type: MediaType }>(
  pages: ReadonlyArray<Paged<T>> | undefined,
): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.results) {
      const key = `${item.media_type}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** 'Only on my services' (issue 34): on when the URL says `services=1`. */
export const readServices = (value: string | null) => value === '1';

/** Trending has no provider filter at TMDB: the toggle is for popular and top rated only. */
export const tabTakesServices = (tab: ListKind) => tab !== 'trending';

export function paramsForServices(current: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(current);
  if (on) next.set('services', '1');
  else next.delete('services');
  return next;
}
