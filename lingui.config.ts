import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The interface's messages (docs/decisions/0031-interface-languages.md): the code holds the
 * English, `npm run messages` extracts it into one PO catalogue per language (with each
 * message's description and where it is used, for the translator), and the build compiles them
 * to JSON the page loads (src/client/i18n/). `--strict` makes a missing translation a failed
 * build, and the static checks fail when the catalogues and the code disagree.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'pt-BR', 'it'],
  catalogs: [
    {
      path: '<rootDir>/src/client/i18n/catalogs/{locale}',
      // The server's composed texts (the embedded catalogue's overviews, season and episode
      // names, the new-episode push notices) are read through the same catalogues
      // (src/server/i18n/server-messages.ts).
      include: [
        '<rootDir>/src/client',
        '<rootDir>/src/server/catalog/embedded',
        '<rootDir>/src/server/notices/notice-messages.ts',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'json',
});
