import { describe, expect, it } from 'vitest';
import { groupTitles } from './import-preview';
import { csvCell, unmatchedCsv } from './unmatched-csv';

describe('unmatchedCsv', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['Heat, the film', '"Heat, the film"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('lists title, year and ids with a header', () => {
    const titles = groupTitles([
      { list: 'watched', title: '=cmd', year: 2001, type: 'movie' },
      { list: 'rating', title: 'X', imdbId: 'tt01', rating: 3 },
    ]);
    expect(unmatchedCsv(titles)).toBe(
      '"Title","Year","IMDb ID","TMDB ID","Type"\r\n"\'=cmd","2001","","","movie"\r\n"X","","tt01","",""\r\n',
    );
  });
});
