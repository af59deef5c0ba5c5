import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { menuItemClass, menuPanelClass } from '@/client/components/ui/menu-styles';
import { paths } from '@/client/config/paths';
import { useDateFormat } from '@/client/lib/date-format';
import { Link } from '@/client/lib/router/router';
import { airedAt } from '@/shared/notices/new-episodes';
import { useNewEpisodes } from '../hooks/use-new-episodes';
import { bellButtonClass } from './bell-button-class';

const two = (n: number) => String(n).padStart(2, '0');
/** Air dates are days, kept at midnight UTC: printed in UTC they stay the same day. */
const AIR_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * The bell's menu (loaded lazily: Radix and the list stay out of the first load): the count on
 * the button, and when open the new episodes, each a link to its player, then 'Mark all as
 * seen'. Closing the list after reading it counts as seen too.
 */
export function NoticeBellMenu(props: {
  signedIn: boolean;
  defaultOpen: boolean;
  focusOnMount: boolean;
}) {
  const { signedIn, defaultOpen, focusOnMount } = props;
  const { t } = useLingui();
  const trigger = useRef<HTMLButtonElement>(null);
  const { episodes, markSeen } = useNewEpisodes(signedIn);
  const [open, setOpen] = useState(defaultOpen);
  const shown = useRef(false);
  const formatDate = useDateFormat(AIR_DATE);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);

  const count = episodes?.length ?? 0;
  const label =
    count > 0
      ? t({
          message: `New episodes (${count})`,
          comment: "The header's bell button with how many new episodes it lists",
        })
      : t({ message: 'New episodes', comment: "The header's bell button" });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) shown.current = count > 0;
    // Closing what was read: those episodes are seen.
    else if (shown.current) {
      shown.current = false;
      void markSeen();
    }
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={bellButtonClass} aria-label={label}>
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-accent px-1 text-center text-[10px] leading-4 font-bold text-black"
          >
            {count > 9 ? '9+' : count}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={`${menuPanelClass} w-80 max-w-[calc(100vw-1rem)]`}
          aria-label={label}
        >
          {/* A menu holds only items, groups, labels and separators (axe: aria-required-children),
              so the list is a group, and its states are disabled items a screen reader still reads. */}
          <DropdownMenu.Label className="px-3 py-2 text-xs font-bold tracking-wider text-text-dim uppercase">
            <Trans comment="Heading of the bell's list">New episodes</Trans>
          </DropdownMenu.Label>
          {episodes === null ? (
            <DropdownMenu.Item disabled className="px-3 py-2 text-sm text-text-dim">
              <Trans comment="The bell's list while it loads">Looking for new episodes…</Trans>
            </DropdownMenu.Item>
          ) : count === 0 ? (
            <DropdownMenu.Item disabled className="px-3 py-2 text-sm text-text-dim">
              <Trans comment="The bell's list when nothing new aired">No new episodes</Trans>
            </DropdownMenu.Item>
          ) : (
            <>
              <DropdownMenu.Group className="max-h-80 overflow-y-auto">
                {episodes.map((episode) => (
                  <DropdownMenu.Item
                    key={`${episode.seriesId}-${episode.season}-${episode.episode}`}
                    asChild
                    className={`${menuItemClass} items-start`}
                  >
                    <Link to={paths.watchTv(episode.seriesId, episode.season, episode.episode)}>
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-bold">
                          {episode.seriesName} – S{two(episode.season)}E{two(episode.episode)}
                        </span>
                        <span className="truncate text-xs text-text-dim">
                          {episode.title}
                          {formatDate && ` · ${formatDate(airedAt(episode.airDate))}`}
                        </span>
                      </span>
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <DropdownMenu.Item className={menuItemClass} onSelect={() => void markSeen()}>
                <CheckCheck aria-hidden="true" className="size-4" />
                <span>
                  <Trans comment="The bell's list: clear it (the episodes count as seen)">
                    Mark all as seen
                  </Trans>
                  <span className="sr-only">
                    {' '}
                    <Plural value={count} one="(# episode)" other="(# episodes)" />
                  </span>
                </span>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
