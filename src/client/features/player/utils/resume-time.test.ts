import { describe, expect, it } from 'vitest';
import { truncateOverview } from './truncate-overview';
import { resumeTime } from './resume-time';

const movie = { type: 'movie' as const, season: 1, episode: 1 };

describe('resumeTime', () => {
  it('resumes a movie from the saved seconds', () => {
    expect(resumeTime({ progress: { watched: 18.6, duration: 60 } }, movie)).toBe(18);
  });

  it('starts over with no record, a percent-only record, or 90 % and more watched', () => {
    expect(resumeTime(null, movie)).toBeUndefined();
    expect(resumeTime({ progress: 40 }, movie)).toBeUndefined();
    expect(resumeTime({ progress: { watched: 54, duration: 60 } }, movie)).toBeUndefined();
    expect(resumeTime({ progress: { watched: 0.5, duration: 60 } }, movie)).toBeUndefined();
  });

  it('resumes a series only on the episode that was being watched', () => {
    const record = {
      progress: { watched: 300, duration: 1200 },
      last_season_watched: 2,
      last_episode_watched: 3,
    };
    expect(resumeTime(record, { type: 'tv', season: 2, episode: 3 })).toBe(300);
    expect(resumeTime(record, { type: 'tv', season: 2, episode: 4 })).toBeUndefined();
  });
});

describe('truncateOverview', () => {
  it('cuts at 80 characters plus an ellipsis', () => {
    expect(truncateOverview('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
    expect(truncateOverview('a'.repeat(80))).toBe('a'.repeat(80));
    expect(truncateOverview(undefined)).toBe('');
  });
});
