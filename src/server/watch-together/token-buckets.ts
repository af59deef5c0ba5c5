/** How many calls one key may make: `burst` at once, refilled at `perSecond`. */
export interface BucketBudget {
  perSecond: number;
  burst: number;
}

/**
 * Token buckets kept in this process, one per key (a member, an account): what the room's
 * frequent calls (commands, reports, reactions) are limited by, without a database write per
 * call. Memory stays bounded: at `maxKeys` the buckets that have refilled (idle keys) are dropped,
 * and if none has, the oldest are. In a cluster each server counts its own share, which at worst
 * multiplies a budget by the number of servers; decision 0035 says why that is enough.
 */
export function tokenBuckets(budget: BucketBudget, now: () => number, maxKeys = 20_000) {
  const buckets = new Map<string, { tokens: number; at: number }>();

  const prune = (time: number) => {
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + ((time - bucket.at) / 1000) * budget.perSecond >= budget.burst) {
        buckets.delete(key);
      }
    }
    // Map order is insertion order: the oldest go first.
    for (const key of buckets.keys()) {
      if (buckets.size < maxKeys) break;
      buckets.delete(key);
    }
  };

  /** Takes one token for `key`: 0 when allowed, else the seconds until one is back. */
  return (key: string): number => {
    const time = now();
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= maxKeys) prune(time);
      bucket = { tokens: budget.burst, at: time };
      buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(
      budget.burst,
      bucket.tokens + ((time - bucket.at) / 1000) * budget.perSecond,
    );
    bucket.at = time;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / budget.perSecond;
  };
}
