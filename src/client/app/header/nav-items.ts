import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Brain, CalendarDays, Film, Home, Tv, Vault, type LucideIcon } from 'lucide-react';
import { paths } from '@/client/config/paths';

interface NavItem {
  /** Rendered with the page's translator (`t(item.label)`). */
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Other paths that highlight this item (VAULT is also active on /my-list). */
  also: readonly string[];
}

/** The signed-in navigation (docs/product.md#header), in order. */
export const navItems: readonly NavItem[] = [
  {
    label: msg({ message: 'HOME', comment: 'Main navigation: the home page of rows' }),
    to: paths.browse,
    icon: Home,
    also: [],
  },
  {
    label: msg({ message: 'MOVIES', comment: 'Main navigation: films' }),
    to: paths.movies,
    icon: Film,
    also: [],
  },
  {
    label: msg({ message: 'SERIES', comment: 'Main navigation: TV series' }),
    to: paths.tvShows,
    icon: Tv,
    also: [],
  },
  {
    label: msg({
      message: 'VAULT',
      comment: "Main navigation: the person's saved titles (the vault)",
    }),
    to: paths.vault,
    icon: Vault,
    also: [paths.myList],
  },
  {
    label: msg({
      message: 'UPCOMING',
      comment: "Main navigation: the calendar of the person's series' next episodes",
    }),
    to: paths.calendar,
    icon: CalendarDays,
    also: [],
  },
  {
    label: msg({
      message: 'NEURAL AI',
      comment: 'Main navigation: the AI chat that recommends films',
    }),
    to: paths.chat,
    icon: Brain,
    also: [],
  },
];

export function isNavItemActive(item: NavItem, pathname: string) {
  return pathname === item.to || item.also.includes(pathname);
}
