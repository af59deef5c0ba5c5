import { describe, expect, it } from 'vitest';
import { noticeTarget, readNoticePayload } from './push-notices';

const ORIGIN = 'https://nexus.example';

describe("the service worker's new-episode notices", () => {
  it('shows what the server sent', () => {
    const notice = {
      title: 'New episode: Orbit – S01E05',
      body: 'The Long Night',
      url: '/watch/tv/501/1/5',
      tag: 'episode-501-1-5',
    };
    expect(readNoticePayload(JSON.stringify(notice))).toEqual(notice);
  });

  it('ignores a push that is not a notice, or one linking elsewhere', () => {
    expect(readNoticePayload(null)).toBeNull();
    expect(readNoticePayload('not json')).toBeNull();
    expect(
      readNoticePayload(JSON.stringify({ title: 'x', url: 'https://evil.example/' })),
    ).toBeNull();
    expect(readNoticePayload(JSON.stringify({ title: 'x', url: '//evil.example/' }))).toBeNull();
    expect(readNoticePayload(JSON.stringify({ url: '/' }))).toBeNull();
  });

  it('opens the episode on this site, else the home page', () => {
    expect(noticeTarget({ url: '/watch/tv/501/1/5' }, ORIGIN)).toBe(`${ORIGIN}/watch/tv/501/1/5`);
    expect(noticeTarget({ url: 'https://evil.example/' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(noticeTarget(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
