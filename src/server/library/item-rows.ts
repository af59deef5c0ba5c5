import type { LibraryItem } from '@/shared/library/library-merge';
import type { LibraryValue } from '@/shared/library/library-values';

/** A stored row as an item. Postgres answers bigint as text, hence Number(). */
export function itemFromRow(row: {
  key: string;
  value: string | null;
  at: number | string;
  op_id: string;
}): LibraryItem {
  return {
    opId: row.op_id,
    key: row.key,
    value: row.value === null ? null : (JSON.parse(row.value) as LibraryValue),
    at: Number(row.at),
  };
}
