import { describe, expect, it } from 'vitest';
import { answersToKeep, KEEP_ANSWERS } from './keep-answers-message';

describe("the page's answers handed to the service worker", () => {
  it('keeps well-formed answers', () => {
    const answers = [{ path: '/api/catalog/movie/603', body: { id: 603 } }];
    expect(answersToKeep({ type: KEEP_ANSWERS, answers })).toEqual(answers);
  });

  it.each([
    ['another message', { type: 'SKIP_WAITING' }],
    ['no list', { type: KEEP_ANSWERS, answers: 'x' }],
    ['nothing', null],
  ])('ignores %s', (_, data) => {
    expect(answersToKeep(data)).toEqual([]);
  });

  it('drops malformed entries and keeps at most 50', () => {
    const good = Array.from({ length: 60 }, (_, i) => ({
      path: `/api/catalog/movie/${i}`,
      body: {},
    }));
    const kept = answersToKeep({
      type: KEEP_ANSWERS,
      answers: [
        null,
        { path: 'https://elsewhere.example/x', body: {} },
        { path: '/a', body: null },
        ...good,
      ],
    });
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual(good[0]);
  });
});
