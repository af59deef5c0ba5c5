import { randomUUID } from 'node:crypto';
import { libraryKey } from '@/shared/library/library-keys';
import type { LibraryOp } from '@/shared/library/library-ops';

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code?: string } };
  ms: number;
}

/**
 * One JSON request: to nginx or straight to one server. The Origin is always the cluster's public
 * one (nginx's), as a browser on the site would send it. A request that takes longer than
 * `timeoutMs` is a failure of its own kind: status 0.
 */
export async function callJson(
  url: string,
  options: {
    origin: string;
    method?: 'GET' | 'POST';
    cookie?: string;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<JsonAnswer> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        origin: options.origin,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: JsonAnswer['body'] = {};
    try {
      body = JSON.parse(text) as JsonAnswer['body'];
    } catch {
      body = { text };
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: { text: String(error) }, ms: performance.now() - started };
  }
}

/** A new account, signed up through `via`; its session cookie and credentials. */
export async function signUp(via: string, origin: string) {
  const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Cluster-Pass-2026';
  const res = await fetch(`${via}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Cluster Viewer', email, password, rememberMe: true }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const { user } = (await res.json()) as { user: { id: string } };
  return { email, password, cookie, userId: user.id };
}

/** Saving movie `id` to the vault, as one library operation with its own id. */
export function saveToVault(id: number): LibraryOp {
  const at = Date.now();
  return {
    opId: randomUUID(),
    key: libraryKey('vault', 'movie', id),
    value: { id, type: 'movie', addedAt: new Date(at).toISOString(), title: `Cluster ${id}` },
    at,
  };
}

/** Every key in a user's library, read page by page through `via`. */
export async function libraryKeys(via: string, origin: string, cookie: string) {
  const keys = new Set<string>();
  let since = 0;
  for (;;) {
    const page = await callJson(`${via}/api/library/changes?since=${since}`, { origin, cookie });
    if (page.status !== 200) throw new Error(`changes answered ${page.status}`);
    const body = page.body as unknown as {
      items: Array<{ key: string; value: unknown }>;
      cursor: number;
      more: boolean;
    };
    for (const item of body.items) if (item.value !== null) keys.add(item.key);
    if (!body.more) return keys;
    since = body.cursor;
  }
}
