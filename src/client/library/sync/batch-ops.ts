import { LIBRARY_LIMITS } from '@/shared/library/library-limits';
import type { LibraryOp } from '@/shared/library/library-ops';

// Room for `{"ops":[]}` and the commas, so a batch never meets the server's 1 MB refusal.
const ENVELOPE_BYTES = 64;
const encoder = new TextEncoder();

/** The first batch of the queue that stays within the push limits (500 operations, 1 MB). */
export function nextBatch(queue: LibraryOp[]): LibraryOp[] {
  const batch: LibraryOp[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const op of queue) {
    const size = encoder.encode(JSON.stringify(op)).length + 1;
    if (batch.length === LIBRARY_LIMITS.batchOps) break;
    if (batch.length > 0 && bytes + size > LIBRARY_LIMITS.batchBytes) break;
    batch.push(op);
    bytes += size;
  }
  return batch;
}
