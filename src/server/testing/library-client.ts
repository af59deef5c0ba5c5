import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '@/server/app';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';
import { browser, nextIp, testAccount } from '@/server/testing/auth-test-harness';
import type { ChangesResponse, PushResponse } from '@/shared/library/library-api';
import { libraryKey, watchedKey, type MediaType } from '@/shared/library/library-keys';
import type { LibraryOp } from '@/shared/library/library-ops';

/**
 * Test support: a signed-up user with their own browser (address and cookies), calling the
 * library API through `inject`, and builders of operations.
 */
export async function signedUpUser(app: FastifyInstance) {
  const viewer = browser(app, nextIp());
  const signedUp = await viewer.signUp(testAccount());
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}`);
  const cookie = () => [...viewer.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    id: signedUp.body.user!.id,
    cookie,
    signOut: () => viewer.signOut(),
    push: async (ops: unknown[]) => {
      const res = await viewer.post('POST', '/api/library/push', { ops });
      return { ...res, body: res.body as unknown as PushResponse & ErrorBody };
    },
    changes: async (since = 0, query = '') => {
      const res = await viewer.post('GET', `/api/library/changes?since=${since}${query}`);
      return { ...res, body: res.body as unknown as ChangesResponse & ErrorBody };
    },
  };
}

type ErrorBody = { error?: { code: string; message: string } };

const opId = () => randomUUID();

export function saveOp(id: number, at: number, type: MediaType = 'movie'): LibraryOp {
  return {
    opId: opId(),
    key: libraryKey('vault', type, id),
    value: { id, type, addedAt: new Date(at).toISOString(), title: `Title ${id}` },
    at,
  };
}

export function removeOp(key: string, at: number): LibraryOp {
  return { opId: opId(), key, value: null, at };
}

export function historyOp(id: number, watchedAt: number, at = watchedAt): LibraryOp {
  return {
    opId: opId(),
    key: libraryKey('history', 'movie', id),
    value: { id, media_type: 'movie', title: `Title ${id}`, watchedAt, progress: 50 },
    at,
  };
}

/** A watched mark for one episode of a series. */
export function watchedEpisodeOp(
  id: number,
  season: number,
  episode: number,
  at: number,
): LibraryOp {
  return {
    opId: opId(),
    key: watchedKey({ id, type: 'tv', season, episode }),
    value: { id, type: 'tv', season, episode, watchedAt: at },
    at,
  };
}

export function continueRemovedOp(id: number, at: number, type: MediaType = 'movie'): LibraryOp {
  return {
    opId: opId(),
    key: libraryKey('continue-removed', type, id),
    value: { id, type, removedAt: at },
    at,
  };
}

export function imageOp(bytes: number, at: number): LibraryOp {
  const header = 'data:image/png;base64,';
  return {
    opId: opId(),
    key: 'profile-image',
    value: header + 'A'.repeat(bytes - header.length),
    at,
  };
}

/** The whole app on a fresh SQLite file, with app options (the library's rate limit). */
export async function buildLibraryApp(options: Omit<AppOptions, 'config'> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-library-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...CHEAP_PASSWORDS });
  return buildApp({ config, catalogSource: {} as CatalogSource, clientDir: dataDir, ...options });
}
