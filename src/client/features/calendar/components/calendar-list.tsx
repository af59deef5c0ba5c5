import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDayFormat } from '@/client/lib/day-format';
import { OfflineNote } from '@/client/components/ui/offline-note';
import { useCatalogLanguage } from '@/client/api/catalog/catalog-language';
import { useAnswerRecovery } from '@/client/lib/use-answer-recovery';
import { useCalendarEpisodes } from '../api/get-calendar-episodes';
import { useCalendarWindow } from '../hooks/use-calendar-window';
import { SHORT_DAY, useDayName } from '../hooks/use-day-name';
import { useEpisodeWatched } from '../hooks/use-episode-watched';
import { useLibrarySeries } from '../hooks/use-library-series';
import { groupByDay, type CalendarWindow, type DayGroup } from '../utils/calendar-days';
import { CalendarDay } from './calendar-day';
import { CalendarEmpty, CalendarError, CalendarSkeleton, EmbeddedNote } from './calendar-states';
import type { CalendarEpisodesAnswer } from '@/shared/calendar/calendar-api';

/**
 * The page's episodes: they depend on this browser's library and clock, so the server renders
 * the skeleton and the browser the list, right after hydration (decision 0026).
 */
export function CalendarList() {
  const window = useCalendarWindow();
  const ids = useLibrarySeries();
  const query = useCalendarEpisodes(ids, window, useCatalogLanguage());
  const failed = query.isError && query.data === undefined;
  const { online, retry } = useAnswerRecovery(query.refetch, failed);

  if (!window) return <CalendarSkeleton />;
  if (ids.length === 0) return <CalendarEmpty />;
  if (failed) return <CalendarError online={online} onRetry={retry} />;
  if (!query.data) return <CalendarSkeleton />;
  return (
    <>
      {(!online || query.isError) && <OfflineNote what="details" />}
      <CalendarDays answer={query.data} window={window} />
    </>
  );
}

function CalendarDays({
  answer,
  window,
}: {
  answer: CalendarEpisodesAnswer;
  window: CalendarWindow;
}) {
  const { coming, recent } = groupByDay(answer.episodes, window.today);
  const watched = useEpisodeWatched();
  const longName = useDayName('long');
  const dateOf = useDayFormat(SHORT_DAY);
  const day = (group: DayGroup, level: 2 | 3) => (
    <CalendarDay
      key={group.day}
      group={group}
      name={longName(group.day, window.today)}
      date={dateOf(group.day)}
      today={window.today}
      level={level}
      watched={watched}
    />
  );
  return (
    <div className="flex flex-col gap-8">
      {answer.source === 'embedded' && <EmbeddedNote />}
      {coming.length === 0 ? (
        <CalendarEmpty compact={recent.length > 0} />
      ) : (
        coming.map((group) => day(group, 2))
      )}
      {recent.length > 0 && <RecentlyAired>{recent.map((group) => day(group, 3))}</RecentlyAired>}
    </div>
  );
}

/** The days before today, apart from what is coming: below a rule, under their own heading. */
function RecentlyAired({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="calendar-recent"
      className="flex flex-col gap-6 border-t border-line pt-6"
    >
      <div>
        <h2 id="calendar-recent" className="label-caps text-lg font-bold">
          <Trans comment="Calendar: the heading over the past week's episodes">
            Recently aired
          </Trans>
        </h2>
        <p className="text-sm text-text-dim">{t`The past week's episodes of your series.`}</p>
      </div>
      {children}
    </section>
  );
}
