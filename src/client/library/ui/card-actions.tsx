import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { CardActionsMenu as Menu } from './card-actions-menu';
import { actionsButtonClass, ActionsIcon } from './actions-button';
import type { ActionTitle } from '@/client/library/actions/card-title-actions';
import { useFollowLinkTabIndex } from './use-follow-link-tab-index';

// One import for every card on the page; a failed one may be tried again.
let menuModule: Promise<typeof Menu> | null = null;
function loadMenu(): Promise<typeof Menu> {
  menuModule ??= import('./card-actions-menu').then(
    (module) => module.CardActionsMenu,
    (error: unknown) => {
      menuModule = null;
      throw error;
    },
  );
  return menuModule;
}

interface Loaded {
  Menu: typeof Menu;
  /** The stand-in had focus when the menu arrived: the real trigger takes it over. */
  takeFocus: boolean;
  tabIndex: number | undefined;
}

/**
 * A card's '⋯' actions button (docs/product.md#title-cards), beside the card's link, never in it.
 * The menu (Radix) loads on mount, which is after the first paint wherever cards are on the first
 * load; until it arrives a look-alike button stands in, and a press opens the menu on arrival.
 */
export function CardActions({ title, name }: { title: ActionTitle; name: string }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  useFollowLinkTabIndex(standIn);

  useEffect(() => {
    let active = true;
    loadMenu().then(
      (Loaded) => {
        if (!active) return;
        const button = standIn.current;
        const takeFocus = !!button && document.activeElement === button;
        setLoaded({ Menu: Loaded, takeFocus, tabIndex: button?.tabIndex });
      },
      () => undefined, // the stand-in stays; the next card to mount tries again
    );
    return () => {
      active = false;
    };
  }, []);

  if (!loaded)
    return (
      <button
        ref={standIn}
        type="button"
        className={actionsButtonClass}
        aria-label={t({
          message: `Actions for ${name}`,
          comment: "A card's menu button; {name} is a film or series name",
        })}
        aria-haspopup="menu"
        // On press, like the real trigger: if the menu arrives between press and release, the
        // release lands on the real trigger, which ignores clicks.
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) setOpenOnArrival(true);
        }}
        onClick={() => setOpenOnArrival(true)}
      >
        <ActionsIcon />
      </button>
    );
  const { Menu: Loaded, takeFocus, tabIndex } = loaded;
  return (
    <Loaded
      title={title}
      name={name}
      defaultOpen={openOnArrival}
      focusOnMount={takeFocus || openOnArrival}
      tabIndex={tabIndex}
    />
  );
}
