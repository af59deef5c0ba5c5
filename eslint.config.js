import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/layout.md#import-rules): shared <- features <- app; client and server
// never import each other.
const clientMayNotImportServer = {
  group: ['@/server/*', '**/server/*'],
  message: 'Client code never imports server code; share through src/shared.',
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
