import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/build/lingui-macro';
import { MOCKING_MODULES } from './scripts/testing/mocking-modules';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
/**
 * Components read their texts from Lingui's provider; every render in a client test gets it
 * (in English, the code's own texts) through this wrapper of Testing Library's render.
 */
const testingLibrary = {
  find: /^@testing-library\/react$/,
  replacement: fileURLToPath(new URL('./src/client/testing/testing-library.tsx', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), babel({ presets: [linguiMacro] })],
  resolve: { alias },
  test: {
    globalSetup: ['scripts/testing/compile-messages.ts'],
    // Every core. Vitest's default leaves one free (one worker on a 2-core machine), and the suite
    // then took 446 s where two workers take 295 s (2026-11-27, same commit, idle machine).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          alias: [testingLibrary],
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/setup.ts'],
          // Each file in a VM context of a worker that stays: the worker loads jsdom (a second
          // per process here) and the libraries once, where the default pool started a process
          // per file. The client project took 247 s of CPU that way and 115 s in VM contexts
          // (2026-11-27, 700 tests, both passing; decision 0029). setup.ts gives the context the
          // few globals of Node's it lacks.
          pool: 'vmThreads',
          // Component tests render real pages; on a busy 2-core machine 5 s is not enough.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: MOCKING_MODULES,
          // The files of a worker share its modules: each test file builds its own app, database
          // and fakes, and nothing of the server keeps a visitor in module state (issue 28's
          // rule). Loading Fastify, better-auth and Kysely anew for each of 135 files took 179 s
          // of the 296 s; shared, 14 s of 99 s (2026-11-27, same commit, both passing).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The few that replace a module or the environment keep a process of their own.
          name: 'server-isolated',
          environment: 'node',
          include: MOCKING_MODULES,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
