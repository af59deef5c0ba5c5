import { useId } from 'react';
import type { CalendarEpisode } from '@/shared/calendar/calendar-api';
import { episodeKey, hasAired, type DayGroup } from '../utils/calendar-days';
import { EpisodeEntry } from './episode-entry';

/** One day: its heading ('Today', 'Friday, December 4') and its episodes. */
export function CalendarDay({
  group,
  name,
  date,
  today,
  level,
  watched,
}: {
  group: DayGroup;
  /** The heading. */
  name: string;
  /** The date under an entry. */
  date: string;
  today: string;
  level: 2 | 3;
  watched: (episode: CalendarEpisode) => boolean;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <Heading id={id} className="label-caps text-sm font-bold text-text-dim">
        <time dateTime={group.day}>{name}</time>
      </Heading>
      <ul className="flex flex-col gap-2">
        {group.episodes.map((episode) => (
          <EpisodeEntry
            key={episodeKey(episode)}
            episode={episode}
            day={date}
            aired={hasAired(episode, today)}
            watched={watched(episode)}
          />
        ))}
      </ul>
    </section>
  );
}
