import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type RefObject } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { SignOutButton } from '@/client/features/auth/components/sign-out-button';
import { useAuthStatus } from '@/client/features/auth/hooks/auth-state';
import { Link } from '@/client/lib/router/router';
import { isNavItemActive, navItems } from './nav-items';

/**
 * The open hamburger menu. Loaded on the first tap (header.tsx keeps only the button on the first
 * load): it closes on an outside click, on Escape (focus back on the button) or on a selection.
 */
export default function MobileMenuPanel(props: {
  id: string;
  pathname: string;
  container: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { id, pathname, container, button, onClose } = props;
  const { t } = useLingui();
  const signedIn = useAuthStatus() === 'signed-in' && clientConfig().authMode === 'accounts';

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Taken: Escape is also Back (docs/product.md#remote-and-arrow-keys).
        event.preventDefault();
        onClose();
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, button, onClose]);

  return (
    <nav
      id={id}
      aria-label={t({ message: 'Main', comment: 'Label of the main navigation landmark' })}
      className="absolute top-12 right-0 w-56 rounded-lg border border-line bg-surface p-2 shadow-xl"
    >
      <ul>
        {navItems.map((item) => {
          const Icon = item.icon;
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onClose}
                aria-current={active ? 'page' : undefined}
                className={`label-caps flex items-center gap-3 rounded-md px-3 py-3 text-sm font-bold ${
                  active ? 'bg-accent-soft text-white' : 'text-text-dim hover:text-text'
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
        {signedIn && (
          <li className="mt-1 border-t border-line pt-1">
            {/* The same flow as the avatar menu's (pending changes first); the route guard
                takes a signed-out visitor to the sign-in screen. */}
            <SignOutButton className="label-caps flex w-full items-center gap-3 rounded-md px-3 py-3 text-sm font-bold text-accent hover:bg-surface-2">
              <Trans comment="Mobile menu: ends the session">Sign out</Trans>
            </SignOutButton>
          </li>
        )}
      </ul>
    </nav>
  );
}
