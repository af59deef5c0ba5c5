import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for the tests, on http://127.0.0.1, answering as the documents say:
 *
 * - RFC 8030 (Generic Event Delivery Using HTTP Push) §5: a push is a POST to the subscription's
 *   URL; it is accepted with 201 Created and a Location naming the message. §5.2: the `TTL`
 *   header is required (400 without it). §7.3: a subscription that has expired or was removed
 *   answers 404 or 410 Gone (we give 410 to an unsubscribed one, 404 to one never made).
 * - RFC 8292 (VAPID) §3: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256 signed
 *   by that key (§2), its `aud` is the push resource's origin and its `exp` at most 24 hours
 *   ahead (§2). §4.2: a missing or invalid token answers 401; a key other than the one the
 *   subscription was made with (applicationServerKey) answers 403.
 * - RFC 8291 (Message Encryption for Web Push) §4 and RFC 8188: `Content-Encoding: aes128gcm`
 *   (415 for another: Mozilla autopush answers 415 to an unsupported encoding), and the payload
 *   at most 4096 bytes (413 Payload Too Large: autopush's and FCM's docs name that limit).
 * - 429 Too Many Requests with Retry-After when told to (autopush's and FCM's docs: slow down).
 *
 * Each subscription is made as a browser makes one: a P-256 key pair and a 16-byte auth secret
 * of its own, so the service decrypts what it receives (RFC 8291 §3.4) and tests read the
 * notification the person would.
 */

export interface FakeSubscription {
  /** What PushSubscription.toJSON() gives the page. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  id: string;
}

interface ReceivedPush {
  subscriptionId: string;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted payload, as the service worker's `event.data.text()` reads it. */
  text: string;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string;
  state: 'active' | 'gone';
}

const MAX_PAYLOAD = 4096;
const DAY_S = 24 * 60 * 60;

export async function startFakePushService() {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const answered: number[] = [];
  let throttle: { count: number; retryAfter: string } | null = null;
  let failures = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = handle(request, Buffer.concat(chunks), response);
      answered.push(status);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function answer(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
    response.writeHead(status, headers).end();
    return status;
  }

  function handle(request: IncomingMessage, body: Buffer, response: ServerResponse): number {
    const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return answer(response, 404);
    const subscriber = subscribers.get(match[1]!);
    if (!subscriber) return answer(response, 404);
    if (subscriber.state === 'gone') return answer(response, 410);
    if (failures > 0) {
      failures -= 1;
      return answer(response, 503);
    }
    if (throttle && throttle.count > 0) {
      throttle.count -= 1;
      return answer(response, 429, { 'retry-after': throttle.retryAfter });
    }
    const vapid = checkVapid(request.headers.authorization, subscriber.applicationServerKey);
    if (vapid !== null) return answer(response, vapid);
    const ttl = request.headers.ttl;
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return answer(response, 400);
    if (request.headers['content-encoding'] !== 'aes128gcm') return answer(response, 415);
    if (body.length > MAX_PAYLOAD) return answer(response, 413);
    let text: string;
    try {
      text = decrypt(subscriber, body);
    } catch {
      return answer(response, 400);
    }
    const urgency = request.headers.urgency;
    received.push({
      subscriptionId: match[1]!,
      ttl: Number(ttl),
      urgency: typeof urgency === 'string' ? urgency : undefined,
      text,
    });
    return answer(response, 201, { location: `${origin}/message/${randomUUID()}` });
  }

  /** null when the token is good; otherwise the status RFC 8292 §4.2 gives. */
  function checkVapid(header: string | undefined, expectedKey: string): number | null {
    const parts = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!parts) return 401;
    const [, token, key] = parts as unknown as [string, string, string];
    const [head, claims, signature] = token.split('.');
    if (!head || !claims || !signature) return 401;
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return 401;
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 401;
    try {
      const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
      const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
        aud?: string;
        exp?: number;
      };
      const nowS = Math.floor(Date.now() / 1000);
      if (header.alg !== 'ES256' || body.aud !== origin) return 401;
      if (typeof body.exp !== 'number' || body.exp <= nowS || body.exp > nowS + DAY_S) return 401;
    } catch {
      return 401;
    }
    return key === expectedKey ? null : 403;
  }

  return {
    origin,
    received,
    /** The status of every push answered, in order. */
    answered,
    /** A browser subscribes with the server's key (its applicationServerKey). */
    subscribe(applicationServerKey: string): FakeSubscription {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, applicationServerKey, state: 'active' });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    /** The browser unsubscribed, or the service expired it: pushes answer 410 Gone. */
    expire(id: string) {
      const subscriber = subscribers.get(id);
      if (subscriber) subscriber.state = 'gone';
    },
    /** The next `count` pushes answer 429 with this Retry-After. */
    throttle(count: number, retryAfter: string) {
      throttle = { count, retryAfter };
    },
    /** The next `count` pushes answer 503. */
    fail(count: number) {
      failures = count;
    },
    /** The decrypted notices one subscription received, parsed as JSON. */
    noticesOf(id: string) {
      return received
        .filter((push) => push.subscriptionId === id)
        .map(
          (push) =>
            JSON.parse(push.text) as { title: string; body: string; url: string; tag: string },
        );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's keys. */
function decrypt(subscriber: Subscriber, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hmac(hmac(subscriber.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}
