import * as v from 'valibot';
import { LIBRARY_LIMITS } from './library-limits';
import { parseLibraryKey, type LibraryKey } from './library-keys';
import { valueSchemas, type LibraryValue } from './library-values';

/** A random UUID fits; so does any other unguessable id of 8 to 64 URL-safe characters. */
const opIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an operation id'));

const opShape = v.object({
  opId: opIdSchema,
  key: v.pipe(v.string(), v.maxLength(40)),
  value: v.nullable(v.unknown()),
  at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
type OpShape = v.InferOutput<typeof opShape>;

/** The operation with its value checked against its key's kind, or what is wrong with it. */
function checkOp(op: OpShape): { value: LibraryValue | null } | { problem: string } {
  const key = parseLibraryKey(op.key);
  if (!key) return { problem: `key: "${op.key}" is not a library key` };
  if (op.value === null) return { value: null };
  // Before the schema walks the value: a value nested thousands deep would overflow its stack.
  const bounds = key.kind === 'profile-image' ? null : valueBoundsProblem(op.value);
  if (bounds) return { problem: `value: ${bounds}` };
  const parsed = v.safeParse(valueSchemas[key.kind], op.value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return { problem: `value${field ? `.${field}` : ''}: ${issue.message}` };
  }
  const value = parsed.output as LibraryValue;
  if (!valueMatchesKey(key, value)) {
    return { problem: `value: is not the title its key "${op.key}" names` };
  }
  return { value };
}

/**
 * One change a user made: the item under `key` became `value`, or was deleted (`value` null,
 * a tombstone), at `at` (epoch ms, the time of the user's action on their device). `opId` names
 * the operation so that sending it again changes nothing. Clearing the vault or the history is
 * one tombstone per item. The value must have the shape its key's kind stores, for that very
 * title.
 */
export const libraryOpSchema = v.pipe(
  opShape,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const checked = checkOp(dataset.value);
    if ('problem' in checked) {
      addIssue({ message: checked.problem });
      return NEVER;
    }
    return { ...dataset.value, value: checked.value };
  }),
);

export type LibraryOp = v.InferOutput<typeof libraryOpSchema>;

/** POST /api/library/push body. The number of operations is checked before their shapes. */
export const pushBodySchema = v.object({ ops: v.array(libraryOpSchema) });

function valueMatchesKey(key: LibraryKey, value: LibraryValue): boolean {
  if (key.kind === 'profile-image') return typeof value === 'string';
  if (typeof value === 'string') return false;
  const type = 'media_type' in value ? value.media_type : value.type;
  if (value.id !== key.id || type !== key.mediaType) return false;
  // A watched mark's key names its episode too (none for a film).
  if (key.kind !== 'watched') return true;
  return 'watchedAt' in value && value.season === key.season && value.episode === key.episode;
}

/**
 * Why a value (other than the profile image, which has its own limit) is too big to store: nested
 * deeper than 8 levels, or over 32 KB as JSON. Walked without recursion, depth first, so a
 * hostile value can neither overflow the stack nor be serialised before its depth is known.
 */
export function valueBoundsProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > LIBRARY_LIMITS.valueDepth) {
      return `is nested deeper than ${LIBRARY_LIMITS.valueDepth} levels`;
    }
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  if (JSON.stringify(value).length > LIBRARY_LIMITS.valueBytes) {
    return `is over ${LIBRARY_LIMITS.valueBytes / 1024} KB as JSON`;
  }
  return null;
}

/** The sentence both sides give for a value valueBoundsProblem refuses. */
export const valueTooLargeMessage = (problem: string) =>
  `This change is too large to save: its value ${problem}.`;

export type LimitProblem = 'profile-image-too-large';

/** What the shapes allow but the limits do not, for one operation (the batch is checked apart). */
export function libraryLimitProblem(op: LibraryOp): LimitProblem | null {
  if (op.key === 'profile-image' && typeof op.value === 'string') {
    if (op.value.length > LIBRARY_LIMITS.profileImageBytes) return 'profile-image-too-large';
  }
  return null;
}
