import { describe, expect, it } from 'vitest';
import { episode } from '../testing/calendar-fixtures';
import { calendarWindow, comingEpisodes, groupByDay, hasAired } from './calendar-days';
import { librarySeriesIds } from './library-series';

// 20:30 UTC on 30 November: already 1 December in Tokyo, still 30 November in New York.
const EVENING_UTC = Date.UTC(2026, 10, 30, 20, 30);

describe('the calendar window', () => {
  it("is 7 days back and 60 ahead of the visitor's own today", () => {
    expect(calendarWindow(EVENING_UTC, 'Asia/Tokyo')).toEqual({
      today: '2026-12-01',
      from: '2026-11-24',
      to: '2027-01-30',
    });
    expect(calendarWindow(EVENING_UTC, 'America/New_York').today).toBe('2026-11-30');
  });
});

describe('grouping by day', () => {
  const premiere = episode({ airDate: '2026-12-01', title: 'Premiere' });
  const next = episode({ airDate: '2026-12-02', episode: 2 });
  const before = episode({ airDate: '2026-11-28', season: 0 });
  const yesterday = episode({ airDate: '2026-11-30', seriesId: 2 });

  it("puts an episode of 2026-12-01 under today in Tokyo on that date, and tomorrow's in New York", () => {
    const tokyo = groupByDay([premiere, next], calendarWindow(EVENING_UTC, 'Asia/Tokyo').today);
    expect(tokyo.coming.map((group) => group.day)).toEqual(['2026-12-01', '2026-12-02']);
    expect(tokyo.coming[0]!.day).toBe(calendarWindow(EVENING_UTC, 'Asia/Tokyo').today);
    const newYork = calendarWindow(EVENING_UTC, 'America/New_York');
    expect(groupByDay([premiere], newYork.today).coming[0]!.day).not.toBe(newYork.today);
  });

  it('keeps the days before today apart, the latest first', () => {
    const { coming, recent } = groupByDay([before, next, yesterday, premiere], '2026-12-01');
    expect(coming.map((group) => group.day)).toEqual(['2026-12-01', '2026-12-02']);
    expect(recent.map((group) => group.day)).toEqual(['2026-11-30', '2026-11-28']);
  });

  it('holds every episode of a day, in the order the answer gave', () => {
    const other = episode({ seriesId: 7, seriesName: 'Other', airDate: '2026-12-01' });
    expect(groupByDay([premiere, other], '2026-12-01').coming[0]!.episodes).toEqual([
      premiere,
      other,
    ]);
  });

  it('calls an episode aired from its day on, and the row takes only what is to come', () => {
    expect(hasAired(premiere, '2026-12-01')).toBe(true);
    expect(hasAired(next, '2026-12-01')).toBe(false);
    expect(comingEpisodes([next, yesterday, premiere], '2026-12-01', 1)).toEqual([premiere]);
  });
});

describe("the library's series", () => {
  it('takes the series of progress, history and the vault once each, films not, sorted by id', () => {
    expect(
      librarySeriesIds({
        progress: [
          { id: 30, type: 'tv', lastWatched: 1 },
          { id: 5, type: 'movie', lastWatched: 2 },
        ],
        history: [{ id: 20, media_type: 'tv' }],
        vault: [
          { id: 30, type: 'tv' },
          { id: 10, type: 'tv' },
          { id: 603, type: 'movie' },
        ],
      }),
    ).toEqual([10, 20, 30]);
  });

  it('past the cap keeps the most recently played first, then history, then the vault', () => {
    expect(
      librarySeriesIds(
        {
          progress: [
            { id: 9, type: 'tv', lastWatched: 1 },
            { id: 8, type: 'tv', lastWatched: 5 },
          ],
          history: [{ id: 7, media_type: 'tv' }],
          vault: [{ id: 1, type: 'tv' }],
        },
        2,
      ),
    ).toEqual([8, 9]);
  });
});
