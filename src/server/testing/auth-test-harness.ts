import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '@/server/app';
import type { CatalogSource } from '@/server/catalog/catalog-source';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';

/** Test support for the auth API: an app on a fresh database, and a tiny cookie-keeping client. */
export const ORIGIN = 'http://nexus.test';

export async function buildAuthApp(
  env: Record<string, string> = {},
  clientDir?: string,
  /** App options on top (a recorder of the sign-in waits, the real catalogue). */
  options: Partial<AppOptions> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-auth-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...CHEAP_PASSWORDS, ...env });
  // The auth API does not touch the catalogue; an empty source keeps start-up fast.
  const app = await buildApp({
    config,
    catalogSource: {} as CatalogSource,
    clientDir: clientDir ?? dataDir,
    ...options,
  });
  return { app, config };
}

/** A password that passes every rule, and a fresh account per call. */
export const TEST_PASSWORD = 'Neural-Link-2049';
let emailCounter = 0;
export const freshEmail = () => `viewer-${Date.now().toString(36)}-${++emailCounter}@example.com`;
export const testAccount = (extra: object = {}) => ({
  name: 'Ada Lovelace',
  email: freshEmail(),
  password: TEST_PASSWORD,
  ...extra,
});

export interface AuthAnswer {
  status: number;
  body: { user?: { id: string; email: string; name: string }; error?: { code: string } };
  headers: Record<string, string | string[] | number | undefined>;
  cookies: string[];
}

/** One browser: its own IP and cookie jar. */
export function browser(app: FastifyInstance, ip: string, origin = ORIGIN) {
  const jar = new Map<string, string>();
  const host = new URL(origin).host;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = { origin },
  ): Promise<AuthAnswer> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { host, ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
    const raw = res.headers['set-cookie'];
    const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    for (const line of cookies) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /Max-Age=0/i.test(line)) jar.delete(name!);
      else jar.set(name!, value);
    }
    return { status: res.statusCode, body: res.json(), headers: res.headers, cookies };
  };
  return {
    jar,
    signUp: (body: object) => call('POST', '/api/auth/sign-up/email', body),
    signIn: (body: object) => call('POST', '/api/auth/sign-in/email', body),
    signOut: () => call('POST', '/api/auth/sign-out'),
    session: () => call('GET', '/api/auth/get-session'),
    post: call,
  };
}

let ipCounter = 0;
/** A fresh client IP per test, so the per-IP limit of one test never touches another. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
