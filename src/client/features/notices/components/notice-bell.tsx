import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useLazyStandIn } from '@/client/lib/use-lazy-stand-in';
import { bellButtonClass } from './bell-button-class';

const loadMenu = () => import('./notice-bell-menu');
const MENU_DELAY_MS = 2000;

/**
 * The header's bell (docs/product.md#new-episode-notices). This look-alike button is all the
 * first paint carries; the list, its count and Radix's menu load once the page is idle (or at
 * once when the button is pointed at, focused or pressed, which then opens it).
 */
export function NoticeBell({ signedIn }: { signedIn: boolean }) {
  const { standIn, loaded, handOver } = useLazyStandIn(loadMenu, MENU_DELAY_MS);
  const { t } = useLingui();

  if (loaded) return <loaded.module.NoticeBellMenu signedIn={signedIn} {...handOver} />;
  return (
    <button
      {...standIn}
      className={bellButtonClass}
      aria-label={t({ message: 'New episodes', comment: "The header's bell button" })}
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
