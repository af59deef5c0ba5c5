import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/client/lib/when-idle';
import { bellButtonClass } from './bell-button-class';
import type { NoticeBellMenu as NoticeBellMenuComponent } from './notice-bell-menu';

const loadMenu = () => import('./notice-bell-menu');
const MENU_DELAY_MS = 2000;

interface Loaded {
  Menu: typeof NoticeBellMenuComponent;
  takeFocus: boolean;
}

/**
 * The header's bell (docs/product.md#new-episode-notices). This look-alike button is all the
 * first paint carries; the list, its count and Radix's menu load once the page is idle (or at
 * once when the button is pointed at, focused or pressed, which then opens it).
 */
export function NoticeBell({ signedIn }: { signedIn: boolean }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  const load = useCallback(() => {
    void loadMenu().then((module) => {
      const takeFocus = document.activeElement === standIn.current;
      setLoaded((current) => current ?? { Menu: module.NoticeBellMenu, takeFocus });
    });
  }, []);
  useEffect(() => whenIdle(load, MENU_DELAY_MS), [load]);

  if (loaded)
    return (
      <loaded.Menu
        signedIn={signedIn}
        defaultOpen={openOnArrival}
        focusOnMount={loaded.takeFocus || openOnArrival}
      />
    );
  return (
    <button
      ref={standIn}
      type="button"
      className={bellButtonClass}
      aria-label={t({ message: 'New episodes', comment: "The header's bell button" })}
      aria-haspopup="menu"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenOnArrival(true);
        load();
      }}
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
