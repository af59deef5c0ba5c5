import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { actionsButtonClass, ActionsIcon } from './actions-button';
import type { ActionTitle } from '@/client/library/actions/card-title-actions';
import { useFollowLinkTabIndex } from './use-follow-link-tab-index';
import { useLazyStandIn } from '@/client/lib/use-lazy-stand-in';

// One import for every card on the page. A failed one is forgotten and never settles: the
// stand-in stays, and the next card to mount tries again.
let menuModule: ReturnType<typeof importMenu> | null = null;
const importMenu = () => import('./card-actions-menu');
function loadMenu() {
  menuModule ??= importMenu().catch(() => {
    menuModule = null;
    return new Promise<never>(() => undefined);
  });
  return menuModule;
}

/**
 * A card's '⋯' actions button (docs/product.md#title-cards), beside the card's link, never in it.
 * The menu (Radix) loads on mount, which is after the first paint wherever cards are on the first
 * load; until it arrives a look-alike button stands in, and a press opens the menu on arrival.
 */
export function CardActions({ title, name }: { title: ActionTitle; name: string }) {
  const { t } = useLingui();
  const { standIn, load, loaded, handOver } = useLazyStandIn(loadMenu);
  useFollowLinkTabIndex(standIn.ref);
  useEffect(load, [load]);

  if (loaded) return <loaded.module.CardActionsMenu title={title} name={name} {...handOver} />;
  return (
    <button
      {...standIn}
      className={actionsButtonClass}
      aria-label={t({
        message: `Actions for ${name}`,
        comment: "A card's menu button; {name} is a film or series name",
      })}
    >
      <ActionsIcon />
    </button>
  );
}
