import { Brain, Film, Home, Tv, Vault, type LucideIcon } from 'lucide-react';
import { paths } from '@/client/config/paths';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that highlight this item (VAULT is also active on /my-list). */
  also: readonly string[];
}

/** The signed-in navigation (docs/product.md#header), in order. */
export const navItems: readonly NavItem[] = [
  { label: 'HOME', to: paths.browse, icon: Home, also: [] },
  { label: 'MOVIES', to: paths.movies, icon: Film, also: [] },
  { label: 'SERIES', to: paths.tvShows, icon: Tv, also: [] },
  { label: 'VAULT', to: paths.vault, icon: Vault, also: [paths.myList] },
  { label: 'NEURAL AI', to: paths.chat, icon: Brain, also: [] },
];

export function isNavItemActive(item: NavItem, pathname: string) {
  return pathname === item.to || item.also.includes(pathname);
}
