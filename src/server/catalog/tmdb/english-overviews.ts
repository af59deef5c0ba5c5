import type { CatalogSource } from '@/server/catalog/catalog-source';
import { catalogLanguage, withCatalogLanguage } from '@/server/catalog/catalog-language';

/** The texts TMDB leaves empty where a translation lacks them, and we take from English. */
const TEXTS = ['overview', 'biography'] as const;

/**
 * The records whose texts a page shows: the title or person itself, a list's or a search's
 * items, a film's recommendations (the player lists them with their overview), a season's
 * episodes. A series' seasons and a person's credits show none, so an empty one costs nothing.
 */
const SHOWN = new Set(['', '.results', '.recommendations.results', '.episodes']);

type Json = unknown;
type Node = Record<string, Json>;

const isNode = (value: Json): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where a record sits in an answer, with its id: the same record in the English answer has the
 * same place ('recommendations.results' and the id), array positions aside.
 */
const placeOf = (path: string, node: Node) =>
  SHOWN.has(path) && (typeof node.id === 'number' || typeof node.id === 'string')
    ? `${path}|${typeof node.media_type === 'string' ? node.media_type : ''}|${node.id}`
    : null;

/** Whether some record the page shows has an empty overview (or biography). */
function lacksText(value: Json, path = ''): boolean {
  if (Array.isArray(value)) return value.some((item) => lacksText(item, path));
  if (!isNode(value)) return false;
  if (placeOf(path, value) !== null && TEXTS.some((field) => value[field] === '')) return true;
  return Object.entries(value).some(([key, child]) => lacksText(child, `${path}.${key}`));
}

/** Every record's non-empty texts in the English answer, by place and field. */
function textsOf(value: Json, path = '', found = new Map<string, string>()) {
  if (Array.isArray(value)) {
    for (const item of value) textsOf(item, path, found);
  } else if (isNode(value)) {
    const place = placeOf(path, value);
    for (const field of TEXTS) {
      const text = value[field];
      if (place !== null && typeof text === 'string' && text !== '')
        found.set(`${place}#${field}`, text);
    }
    for (const [key, child] of Object.entries(value)) textsOf(child, `${path}.${key}`, found);
  }
  return found;
}

/** The answer with its empty texts filled from `english`: a copy where anything changed. */
function filled(value: Json, english: Map<string, string>, path = ''): Json {
  if (Array.isArray(value)) {
    const items = value.map((item) => filled(item, english, path));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isNode(value)) return value;
  let copy: Node | null = null;
  const place = placeOf(path, value);
  for (const field of TEXTS) {
    const text =
      place !== null && value[field] === '' ? english.get(`${place}#${field}`) : undefined;
    if (text !== undefined) (copy ??= { ...value })[field] = text;
  }
  for (const [key, child] of Object.entries(value)) {
    const next = filled(child, english, `${path}.${key}`);
    if (next !== child) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/**
 * TMDB answers in the asked language, but an overview (or a person's biography) nobody has
 * translated comes back empty (issue 33). This wraps the cached TMDB source: an answer in
 * another language with an empty text asks the same question in English, through the same
 * cache, and fills the gaps from it. So a title costs at most one extra TMDB call per cache
 * lifetime (a list or a search page one for all its titles), and the English answer serves
 * English pages too. Should English fail, the translated answer goes out as it is.
 */
export function withEnglishOverviews<S extends CatalogSource>(source: S): S {
  /** The merged answer per translated and English answer, so a cached pair merges once. */
  const merged = new WeakMap<object, { english: object; answer: object }>();

  function wrap<A extends unknown[], R>(ask: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const answer = await ask(...args);
      if (catalogLanguage() === 'en' || !isNode(answer) || !lacksText(answer)) return answer;
      const english = await withCatalogLanguage('en', () => ask(...args)).catch(() => null);
      if (!isNode(english)) return answer;
      const known = merged.get(answer);
      if (known?.english === english) return known.answer as R;
      const result = filled(answer, textsOf(english)) as R & object;
      merged.set(answer, { english, answer: result });
      return result;
    };
  }

  return {
    ...source,
    list: wrap(source.list.bind(source) as CatalogSource['list']),
    search: wrap(source.search.bind(source)),
    movie: wrap(source.movie.bind(source)),
    tv: wrap(source.tv.bind(source)),
    season: wrap(source.season.bind(source)),
    person: wrap(source.person.bind(source)),
    // A list on my services (issue 34) is a list like the others.
    ...(source.watch
      ? {
          watch: {
            ...source.watch,
            listOnServices: wrap(source.watch.listOnServices.bind(source.watch)),
          },
        }
      : {}),
  } as S;
}
