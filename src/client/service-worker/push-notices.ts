/**
 * What the service worker does with a new-episode push (docs/product.md#new-episode-notices):
 * the server's payload (server/notices/push-payload.ts) becomes a notification, and a click opens
 * the episode in a NEXUS window (one already open if there is one). The payload is checked like
 * any outside data: a link leads only to a page of this site.
 */

export interface NoticePayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** The notice in a push's text, or null for anything else. */
export function readNoticePayload(raw: string | null | undefined): NoticePayload | null {
  if (!raw) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const title = text(data.title, 300);
  const url = text(data.url, 200);
  if (!title || !url || !/^\/(?!\/)/.test(url)) return null;
  return { title, body: text(data.body, 500) ?? '', url, tag: text(data.tag, 100) ?? 'nexus' };
}

/** The page a click on a notice opens: its path on this origin, never another site. */
export function noticeTarget(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !/^\/(?!\/)/.test(url)) return `${origin}/`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}
