import { DEFAULT_LANGUAGE, type Language } from '@/shared/i18n/languages';

/**
 * Where each language's compiled messages are served (`npm run build` compiles
 * src/client/i18n/catalogs/*.po into JSON files beside them; Vite gives each a hashed name in
 * /assets). Data, not code: only the page's own language is fetched, the server preloads it, and
 * the service worker keeps it for the offline app.
 */
const urls = import.meta.glob<string>('./catalogs/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export function catalogUrl(language: Language): string | undefined {
  return urls[`./catalogs/${language}.json`] ?? urls[`./catalogs/${DEFAULT_LANGUAGE}.json`];
}
