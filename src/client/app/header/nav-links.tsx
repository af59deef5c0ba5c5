import { useLingui } from '@lingui/react/macro';
import { Link } from '@/client/lib/router/router';
import { isNavItemActive, navItems } from './nav-items';

/** Full labels from 1024 px, icons only from 640 px, hidden below (the hamburger takes over). */
export function NavLinks({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t({ message: 'Main', comment: 'Label of the main navigation landmark' })}
      className="hidden sm:block"
    >
      <ul className="flex items-center gap-1">
        {navItems.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          const label = t(item.label);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                aria-label={label}
                title={label}
                className={`label-caps flex items-center gap-2 rounded-md px-3 py-2 text-xs font-bold transition ${
                  active ? 'bg-accent-soft text-white' : 'text-text-dim hover:text-text'
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                <span className="hidden lg:inline">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
