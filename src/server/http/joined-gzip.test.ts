import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createJoinedGzip } from './joined-gzip';

describe('a page as gzip from separately compressed pieces', () => {
  it('unpacks to the three pieces joined, whatever they hold (zlib checks the sum and length)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        (prefix, own, suffix) => {
          const joined = createJoinedGzip()({ prefix, own, suffix }, {});
          expect(gunzipSync(joined).toString()).toBe(Buffer.from(prefix + own + suffix).toString());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('joins pieces longer than the deflate window, and an empty own piece', () => {
    const prefix = `<html>${'<style>main{color:red}</style>'.repeat(3000)}`;
    const suffix = `${'<p>Trending movies</p>'.repeat(5000)}</html>`;
    const joined = createJoinedGzip()({ prefix, own: '', suffix }, {});
    expect(gunzipSync(joined).toString()).toBe(prefix + suffix);
    expect(joined.length).toBeLessThan((prefix + suffix).length / 20);
  });

  it("never gives one render's visitor another render's bytes, nor an old suffix of the same render", () => {
    const join = createJoinedGzip();
    const [first, second] = [{}, {}];
    const page = (render: object, own: string, suffix: string) =>
      gunzipSync(join({ prefix: '<head>', own, suffix }, render)).toString();
    expect(page(first, 'ada', '<p>one</p>')).toBe('<head>ada<p>one</p>');
    expect(page(second, 'bob', '<p>two</p>')).toBe('<head>bob<p>two</p>');
    expect(page(first, 'cy', '<p>one</p>')).toBe('<head>cy<p>one</p>');
    // The same render with another suffix (it cannot happen today) still gives what was asked.
    expect(page(first, 'di', '<p>three</p>')).toBe('<head>di<p>three</p>');
  });
});
