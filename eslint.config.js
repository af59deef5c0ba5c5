import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/layout.md#import-rules). The client is one order of zones, each
// importing only the ones before it: shared <- lib (plumbing: api client, storage, router, query
// client, notices; with config/, api/, service-worker/ and testing/) <- components/ui <- library
// <- features <- app. Client and server never import each other.
const clientMayNotImportServer = {
  group: ['@/server/*', '**/server/*'],
  message: 'Client code never imports server code; share through src/shared.',
};
/** What a zone may not import: every zone above it. */
const above = (zone, higher) => ({
  group: higher.map((folder) => `@/client/${folder}/*`),
  message: `${zone} comes before ${higher.join(', ')} in the zone order (docs/layout.md#import-rules).`,
});
const plumbingZone = above('Plumbing (lib/, config/, api/, service-worker/)', [
  'components',
  'library',
  'features',
  'app',
]);
const componentsZone = above('components/', ['library', 'features', 'app']);
const libraryZone = above('library/', ['features', 'app']);
/** A relative path that climbs out of a feature's folder reaches another feature or beyond. */
const noClimbingOutOfAFeature = {
  group: ['../../*', '../../../*'],
  message: 'Leave a feature through the @/ alias, where the boundary rules can see it.',
};
const serverMayNotImportClient = {
  group: ['@/client/*', '**/client/*'],
  message: 'Server code never imports client code; share through src/shared.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Import cycles make the order modules run in depend on who imports first.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [clientMayNotImportServer] }],
    },
  },
  {
    // A feature does not import another feature: routes in app/ compose them.
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientMayNotImportServer,
            noClimbingOutOfAFeature,
            {
              group: ['@/client/features/*', '@/client/app/*'],
              message: 'Features do not import other features or app/; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // A file at a feature's top level climbs out with one step.
    files: ['src/client/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientMayNotImportServer,
            { ...noClimbingOutOfAFeature, group: ['../*'] },
            {
              group: ['@/client/features/*', '@/client/app/*'],
              message: 'Features do not import other features or app/; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/{lib,config,api,service-worker,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [clientMayNotImportServer, plumbingZone] }],
    },
  },
  {
    files: ['src/client/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [clientMayNotImportServer, componentsZone] }],
    },
  },
  {
    // The person's library (client/library/): it serves every feature, so it imports none.
    files: ['src/client/library/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientMayNotImportServer,
            libraryZone,
            {
              group: ['../../*', '../../../*'],
              message: 'Leave library/ through the @/ alias, where the zone rules can see it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverMayNotImportClient] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [clientMayNotImportServer, serverMayNotImportClient] },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
