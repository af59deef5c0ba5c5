import { describe, expect, it } from 'vitest';
import { resumeSummary, resumeText } from './resume-summary';

const film = (progress: number | { watched: number; duration: number }) => ({
  type: 'movie' as const,
  progress,
});
const episode = (progress: number | { watched: number; duration: number }) => ({
  type: 'tv' as const,
  progress,
  last_season_watched: 1,
  last_episode_watched: 4,
});

describe('resumeSummary', () => {
  it('says a film resumes from its rounded percent', () => {
    const summary = resumeSummary(film({ watched: 1656, duration: 7200 }));
    expect(summary).toEqual({ percent: 23, episode: null, left: '1h 33m left' });
    expect(resumeText(summary!)).toBe('Resume from 23 %');
  });

  it("says a series' episode and the minutes left, a started minute counting", () => {
    const summary = resumeSummary(episode({ watched: 1700, duration: 2400 }));
    expect(resumeText(summary!)).toBe('S1E4 · 12 min left');
    expect(resumeSummary(episode({ watched: 2390, duration: 2400 }))).toBeNull();
    expect(resumeText(resumeSummary(episode({ watched: 2000, duration: 2400 }))!)).toBe(
      'S1E4 · 7 min left',
    );
  });

  it('says hours and minutes past an hour, and the percent when there are no seconds', () => {
    expect(resumeSummary(film({ watched: 60, duration: 6000 }))?.left).toBe('1h 39m left');
    expect(resumeText(resumeSummary(episode(40))!)).toBe('S1E4 · 40 %');
  });

  it('offers nothing without a record, under 1 s, or at 90 % and more', () => {
    expect(resumeSummary(null)).toBeNull();
    expect(resumeSummary(film({ watched: 0.5, duration: 100 }))).toBeNull();
    expect(resumeSummary(film({ watched: 90, duration: 100 }))).toBeNull();
    expect(resumeSummary(film(0))).toBeNull();
    expect(resumeSummary(film({ watched: 10, duration: 0 }))).toBeNull();
  });
});
