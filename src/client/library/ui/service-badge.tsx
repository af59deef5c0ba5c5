import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { titleWatchProvidersQueryOptions } from '@/client/api/catalog/watch-providers';
import { useWatchSettings } from '@/client/library/settings/watch-settings-store';
import type { ActionTitle } from '@/client/library/actions/card-title-actions';

/**
 * 'On Netflix' on a card (issue 34): the title streams (subscription, free or with ads) on one
 * of my services in my country. Read only from the answers this browser already holds (a title
 * page visited within the hour): the query never runs from a card, so a grid costs TMDB
 * nothing (docs/decisions/0034-where-to-watch.md).
 */
export function ServiceBadge({ title }: { title: ActionTitle }) {
  const settings = useWatchSettings();
  const { data } = useQuery({
    ...titleWatchProvidersQueryOptions(title.media_type, title.id, settings.region),
    enabled: false,
  });
  if (!settings.ready || !data || settings.providers.length === 0) return null;
  const mine = [...data.flatrate, ...data.free, ...data.ads].find((provider) =>
    settings.providers.includes(provider.id),
  );
  if (!mine) return null;
  const provider = mine.name;
  return (
    // Under a series card's 'TV Series' label, which holds the corner.
    <span
      className={`absolute ${title.media_type === 'tv' ? 'top-8' : 'top-2'} left-2 max-w-[70%] truncate rounded bg-bg/85 px-1.5 py-0.5 text-[10px] font-bold text-text`}
    >
      <Trans comment="A card's mark: the title is on one of the person's services; {provider} is its name">
        On {provider}
      </Trans>
    </span>
  );
}
