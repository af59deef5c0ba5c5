import { GENRE as G } from '../vocabulary';
import type { TableCase } from './recommender-table';

/** Requests that cannot be answered as asked: the answer says what happened instead of bluffing. */
export const TABLE_HONESTY: TableCase[] = [
  { prompt: 'asdfgh qwerty', notUnderstood: true, count: 3 },
  { prompt: 'zxcv bnm', notUnderstood: true, count: 3 },
  { prompt: 'hello', notUnderstood: true, count: 3 },
  { prompt: 'ホラー映画', notUnderstood: true, count: 3 },
  { prompt: 'ik wil een griezelige film', note: /I read requests in English, Spanish/ },
  {
    prompt: 'a scary movie under 60 minutes',
    empty: true,
    note: /"under 60 minutes": that is the limit/,
  },
  {
    prompt: '10 westerns under 50 minutes',
    empty: true,
    note: /"under 50 minutes": that is the limit/,
  },
  { prompt: '5 westerns before 1920', empty: true, note: /"before 1920": that is the limit/ },
  {
    prompt: 'a documentary rated above 9.5',
    empty: true,
    note: /"rated above 9.5": that is the limit/,
  },
  {
    prompt: 'a horror movie for kids',
    empty: false,
    audience: 'kids',
    note: /Nothing here is filed as scary/,
  },
  { prompt: 'anything good to watch?', count: 3 },
  { prompt: 'recommend me something', count: 3, exclude: [] },
  // Since issue 30 the catalogue files war films as war (it did not before, and said so).
  { prompt: 'a war movie', anyOf: [G.war] },
];
