import { describe, expect, it } from 'vitest';
import { useFakeTmdb } from '@/server/catalog/tmdb/testing/use-fake-tmdb';
import { TEST_TOKEN } from '@/server/catalog/tmdb/testing/tmdb-test-kit';
import { useAppOnFakeTmdb } from '@/server/testing/use-app-on-fake-tmdb';
import { useTestApp } from '@/server/testing/use-test-app';
import {
  calendarEpisodesAnswerSchema,
  calendarEpisodesPath,
  type CalendarEpisode,
} from '@/shared/calendar/calendar-api';
import * as v from 'valibot';

/**
 * GET /api/calendar/episodes (issue 34) on the fake TMDB's series on the air
 * (fake-tmdb-airing.ts, dates counted from today): the window, the labels, the order, the 400s.
 */
const DAY_MS = 24 * 60 * 60_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ALL = [6001, 6002, 6003, 6004];

const brief = (e: CalendarEpisode) =>
  `${e.airDate} ${e.seriesName} S${e.season}E${e.episode} ${e.label ?? '-'}`;

describe('the calendar’s episodes on TMDB', () => {
  const fake = useFakeTmdb({ token: TEST_TOKEN });
  const served = useAppOnFakeTmdb(fake);
  const get = (url: string) => served.app.inject({ method: 'GET', url });

  it('lists the episodes in the window, labelled and in order', async () => {
    const res = await get(calendarEpisodesPath(ALL, day(-7), day(60)));
    expect(res.statusCode, res.body).toBe(200);
    const answer = v.parse(calendarEpisodesAnswerSchema, res.json());
    expect(answer.source).toBe('tmdb');
    expect(answer.episodes.map(brief)).toEqual([
      `${day(-5)} Final Bow S3E8 series-finale`,
      `${day(-4)} Signal Harbor S2E4 -`,
      `${day(3)} Signal Harbor S2E5 -`,
      `${day(10)} Hollow Circuit S2E1 season-premiere`,
      `${day(10)} Signal Harbor S2E6 -`,
      `${day(17)} Hollow Circuit S2E2 -`,
      `${day(17)} Signal Harbor S2E7 -`,
      `${day(20)} First Light S1E1 series-premiere`,
      `${day(24)} Hollow Circuit S2E3 -`,
      `${day(24)} Signal Harbor S2E8 -`,
      `${day(27)} First Light S1E2 -`,
      `${day(31)} Hollow Circuit S2E4 -`,
      `${day(31)} Signal Harbor S2E9 -`,
      `${day(38)} Hollow Circuit S2E5 -`,
      `${day(38)} Signal Harbor S2E10 season-finale`,
      `${day(45)} Hollow Circuit S2E6 season-finale`,
    ]);
    const first = answer.episodes[0]!;
    expect(first).toMatchObject({ seriesId: 6002, title: 'Breakwater 8' });
    expect(first.posterPath).toBe('https://image.tmdb.org/t/p/{size}/poster-t6002.jpg');
  });

  it('keeps to the window, both ends included, and leaves unknown series out', async () => {
    const res = await get(calendarEpisodesPath([6001, 999_999], day(3), day(10)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ episodes: CalendarEpisode[] }>().episodes.map(brief)).toEqual([
      `${day(3)} Signal Harbor S2E5 -`,
      `${day(10)} Signal Harbor S2E6 -`,
    ]);
  });

  it('answers in the language asked', async () => {
    const res = await get(calendarEpisodesPath([6001], day(3), day(3), 'fr'));
    expect(res.json<{ episodes: CalendarEpisode[] }>().episodes[0]).toMatchObject({
      seriesName: '[fr-FR] Signal Harbor',
      title: '[fr-FR] Static 5',
    });
  });

  it('leaves out a series that fails upstream; all failing is the catalogue’s 502', async () => {
    fake.set({ failStatus: 500 });
    const res = await get(calendarEpisodesPath([6003], day(0), day(30), 'de'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: { code: 'catalog-upstream-error' } });
  });

  it.each([
    ['no ids', `/api/calendar/episodes?from=${day(0)}&to=${day(1)}`],
    ['an id of 0', calendarEpisodesPath([0], day(0), day(1))],
    ['a negative id', `/api/calendar/episodes?ids=-4&from=${day(0)}&to=${day(1)}`],
    ['a repeated id', calendarEpisodesPath([6001, 6001], day(0), day(1))],
    [
      '101 ids',
      calendarEpisodesPath(
        Array.from({ length: 101 }, (_, i) => i + 1),
        day(0),
        day(1),
      ),
    ],
    ['to before from', calendarEpisodesPath([6001], day(1), day(0))],
    ['a span over 90 days', calendarEpisodesPath([6001], day(0), day(91))],
    ['a date that is not one', calendarEpisodesPath([6001], '2026-02-30', '2026-03-02')],
    ['no dates', '/api/calendar/episodes?ids=6001'],
    ['an unknown language', `${calendarEpisodesPath([6001], day(0), day(1))}&language=xx`],
  ])('refuses %s with 400 and asks nothing upstream', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad-request' } });
    expect(fake.calls.filter((c) => c.path.startsWith('/tv/'))).toEqual([]);
  });

  it('takes a 90-day window', async () => {
    expect((await get(calendarEpisodesPath([6004], day(0), day(90)))).statusCode).toBe(200);
  });
});

describe('the calendar’s episodes on the embedded catalogue', () => {
  const served = useTestApp();

  it('says so, and invents no dates', async () => {
    const res = await served.app.inject(calendarEpisodesPath([1396], day(-7), day(60)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ source: 'embedded', episodes: [] });
  });
});
