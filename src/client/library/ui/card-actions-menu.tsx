import { useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { changeLibrary } from '@/client/library/actions/library-change';
import { storageKeys } from '@/client/lib/storage-keys';
import { watchStateKeys } from '@/client/library/stores/watch-state-keys';
import { QueryClientContext } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Eye, EyeOff, Play } from 'lucide-react';
import { useContext, useEffect, useRef } from 'react';
import { tvDetailQueryOptions } from '@/client/api/catalog/title-details';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { menuItemClass, menuPanelClass } from '@/client/components/ui/menu-styles';
import { useNavigate } from '@/client/lib/router/router';
import { notify } from '@/client/lib/notices';
import {
  markMovieWatched,
  markSeriesWatched,
  markUnwatched,
  playPath,
  toggleCardVault,
  type ActionTitle,
} from '@/client/library/actions/card-title-actions';
import { actionsButtonClass, ActionsIcon } from './actions-button';
import { useFollowLinkTabIndex } from './use-follow-link-tab-index';
import { useCardState } from './use-card-state';

/**
 * A card's actions (docs/product.md#title-cards) in a Radix menu: arrows move, Escape closes
 * and focus goes back to the '⋯' button. Loaded lazily, behind the stand-in in card-actions.tsx.
 */
export function CardActionsMenu(props: {
  title: ActionTitle;
  name: string;
  defaultOpen: boolean;
  focusOnMount: boolean;
}) {
  const { title, name } = props;
  const { t } = useLingui();
  const markedWatched = () =>
    t({ message: `Marked ${name} as watched.`, comment: '{name} is a film or series name' });
  const { inVault, watched } = useCardState(title);
  const navigate = useNavigate();
  const client = useContext(QueryClientContext);
  const language = useCatalogLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  useFollowLinkTabIndex(trigger);
  useEffect(() => {
    if (props.focusOnMount) trigger.current?.focus();
  }, [props.focusOnMount]);

  // A series is marked episode by episode, so it needs its episode counts first.
  const markSeries = () =>
    void client?.fetchQuery(tvDetailQueryOptions(title.id, language)).then(
      (detail) =>
        changeLibrary(markedWatched(), [watchStateKeys.marks], () =>
          markSeriesWatched(title.id, detail.seasons),
        ),
      () =>
        notify({
          message: t({
            message: `Could not load the episodes of ${name}. Try again.`,
            comment: '{name} is a series name',
          }),
          tone: 'warn',
        }),
    );

  const toggleWatched = () => {
    // Every change says so, with Undo (docs/product.md#notices).
    if (watched)
      changeLibrary(
        t({ message: `Marked ${name} as unwatched.`, comment: '{name} is a film or series name' }),
        [watchStateKeys.marks],
        () => markUnwatched(title),
      );
    else if (title.media_type === 'movie')
      changeLibrary(markedWatched(), [watchStateKeys.marks, storageKeys.watchHistory], () =>
        markMovieWatched(title),
      );
    else markSeries();
  };
  const VaultIcon = inVault ? BookmarkCheck : Bookmark;
  const WatchedIcon = watched ? EyeOff : Eye;

  return (
    <DropdownMenu.Root defaultOpen={props.defaultOpen} modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={actionsButtonClass}
        aria-label={t({
          message: `Actions for ${name}`,
          comment: "A card's menu button; {name} is a film or series name",
        })}
      >
        <ActionsIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuPanelClass}>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => navigate(playPath(title))}>
            <Play aria-hidden="true" className="size-4 shrink-0" />
            {t({ message: `Play ${name}`, comment: 'Menu item; {name} is a film or series name' })}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            onSelect={() => toggleCardVault(title, inVault)}
          >
            <VaultIcon aria-hidden="true" className="size-4 shrink-0" />
            {inVault
              ? t({
                  message: `Remove ${name} from Vault`,
                  comment: 'Menu item; {name} is a film or series name',
                })
              : t({
                  message: `Add ${name} to Vault`,
                  comment: 'Menu item; {name} is a film or series name',
                })}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={toggleWatched}>
            <WatchedIcon aria-hidden="true" className="size-4 shrink-0" />
            {watched
              ? t({
                  message: `Mark ${name} as unwatched`,
                  comment: 'Menu item; {name} is a film or series name',
                })
              : t({
                  message: `Mark ${name} as watched`,
                  comment: 'Menu item; {name} is a film or series name',
                })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
