import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RowScroller, rowCardWidth } from '@/client/components/ui/row-scroller';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { paths } from '@/client/config/paths';
import { Link } from '@/client/lib/router/router';
import { useCalendarEpisodes } from '../api/get-calendar-episodes';
import { useCalendarWindow } from '../hooks/use-calendar-window';
import { useDayName } from '../hooks/use-day-name';
import { useLibrarySeries } from '../hooks/use-library-series';
import { UpcomingCard } from './upcoming-card';
import { comingEpisodes, episodeKey } from '../utils/calendar-days';

/** Cards on the row at most; the page has the rest. */
const ROW_LIMIT = 20;
// Roughly a card and a half per arrow press, as the other rows scroll.
const step = (viewportWidth: number) => (viewportWidth < 640 ? 200 : 300);

/**
 * 'Upcoming' on the home page, under Continue Watching: the next episodes of the library's
 * series from today on, the nearest first, with 'See all' to /calendar. Loaded after the first
 * paint (the home view's idle slot); shown only when there is something, so it never holds a
 * skeleton or an error in the way of the rows below: the page is where those are told.
 */
export function UpcomingRow() {
  const ids = useLibrarySeries();
  // Without a series there is nothing to ask for, nor a day to read: the clock in the browser's
  // zone and the day names are Intl date formatters, and the first one a page builds loads the
  // locale data, about 80 ms in one piece on a slow phone.
  return ids.length > 0 ? <UpcomingEpisodes ids={ids} /> : null;
}

function UpcomingEpisodes({ ids }: { ids: number[] }) {
  const { t } = useLingui();
  const headingId = useId();
  const window = useCalendarWindow();
  const query = useCalendarEpisodes(ids, window, useCatalogLanguage());
  const dayName = useDayName('short');
  if (!window || !query.data) return null;
  const episodes = comingEpisodes(query.data.episodes, window.today, ROW_LIMIT);
  if (episodes.length === 0) return null;
  const title = t({ message: 'Upcoming', comment: "Home row: the library's next episodes" });
  return (
    <section aria-labelledby={headingId} className="py-3">
      <div className="flex items-baseline justify-between gap-4 px-4 sm:px-14">
        <h2 id={headingId} className="label-caps text-sm font-bold sm:text-base">
          {title}
        </h2>
        <Link
          to={paths.calendar}
          className="label-caps text-xs font-bold text-accent hover:underline pointer-coarse:py-3"
        >
          <Trans comment="Home row link to the whole calendar page (keep short)">See all</Trans>
        </Link>
      </div>
      <RowScroller label={title} step={step}>
        {episodes.map((episode) => (
          <li key={episodeKey(episode)} className={rowCardWidth}>
            <UpcomingCard episode={episode} day={dayName(episode.airDate, window.today)} />
          </li>
        ))}
      </RowScroller>
    </section>
  );
}
