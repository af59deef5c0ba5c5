import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

/** The hamburger menu under 640 px; its panel is loaded on the first tap. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const { t } = useLingui();

  return (
    <div ref={containerRef} className="relative sm:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={
          open
            ? t({ message: 'Close menu', comment: 'The hamburger menu button' })
            : t({ message: 'Open menu', comment: 'The hamburger menu button' })
        }
        onClick={() => setOpen((v) => !v)}
        // The panel's code starts loading as a finger or pointer comes down, before the click.
        onPointerDown={() => void import('./mobile-menu-panel')}
        className="flex size-10 items-center justify-center rounded-md text-text hover:bg-surface-2"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={menuId}
            pathname={pathname}
            container={containerRef}
            button={buttonRef}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
