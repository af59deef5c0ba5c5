import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateBadRequests, type BadRequest } from './testing/bad-requests';
import { inBatches, listenApp, send, type WireAnswer } from '@/server/testing/listen-app';

/**
 * Robustness (docs/product.md#robustness): generated bad requests (seeded, so a failure reproduces)
 * against the whole app on a real socket. Every one must get a 4xx with the error shape, never a
 * 5xx or a hang; the server must stay up and its heap must not grow from one round to the next.
 */
const PER_ROUND = 500;
const SEEDS = [8101, 8102, 8103];

const errorShape = z
  .object({
    error: z.object({ code: z.string().min(1), message: z.string().min(1) }).strict(),
  })
  .strict();

function problemWith(answer: WireAnswer) {
  if (answer.status < 400 || answer.status > 499) return `status ${answer.status}`;
  if (!String(answer.headers['content-type']).startsWith('application/json'))
    return `content-type ${String(answer.headers['content-type'])}`;
  if (!answer.headers['content-security-policy']) return 'no security headers';
  try {
    errorShape.parse(JSON.parse(answer.body));
  } catch {
    return 'body is not {error:{code,message}}';
  }
  return null;
}

/** A full GC before reading the heap, so that garbage does not count as growth. */
function heapAfterGc() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('malformed input on the wire', () => {
  let server: Awaited<ReturnType<typeof listenApp>>;
  beforeAll(async () => {
    // Both limits are lifted so that the bodies are really parsed instead of answered 429.
    server = await listenApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' }, { chatRateLimit: false });
  });
  afterAll(() => server.close());

  async function round(seed: number) {
    const requests = generateBadRequests(seed, PER_ROUND, server.origin);
    const problems: string[] = [];
    const describeRequest = (req: BadRequest) =>
      `[seed ${seed}] ${req.kind}: ${req.method} ${req.path.slice(0, 100)} ${(req.body ?? '').slice(0, 60)}`;
    await inBatches(requests, 8, async (req) => {
      try {
        const answer = await send(server.origin, server.agent, req);
        const problem = problemWith(answer);
        if (problem)
          problems.push(`${describeRequest(req)} → ${problem}: ${answer.body.slice(0, 120)}`);
      } catch (error) {
        problems.push(`${describeRequest(req)} → ${(error as Error).message}`);
      }
    });
    const health = await send(server.origin, server.agent, { method: 'GET', path: '/healthz' });
    return { requests, problems, healthy: health.status === 200 };
  }

  it(`refuses ${PER_ROUND * SEEDS.length} generated bad requests with a 4xx in the error shape, and stays up with a flat heap`, async () => {
    const heaps: number[] = [];
    const kinds = new Set<string>();
    for (const seed of SEEDS) {
      const { requests, problems, healthy } = await round(seed);
      for (const req of requests) kinds.add(req.kind);
      expect(problems.slice(0, 15), `${problems.length} problems`).toEqual([]);
      expect(healthy).toBe(true);
      heaps.push(heapAfterGc());
    }
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    // The first round warms caches and JIT; after it, two more rounds of the same kinds of
    // request must not grow the heap (3 MB over 1,000 requests would be 3 KB kept per request).
    const growth = heaps[2]! - heaps[0]!;
    const figures = heaps.map((h) => (h / 1e6).toFixed(1)).join(', ');
    expect(growth, `heap after each round: ${figures} MB`).toBeLessThan(3_000_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
