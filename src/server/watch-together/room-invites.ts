import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CODE_ALPHABET, ROOM_LIMITS } from '@/shared/watch-together/room-limits';
import type { Invite } from '@/shared/watch-together/room-schemas';
import type { Db } from './room-rows';

/** Only this is stored: a link or code read from the database lets nobody in. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_LIMITS.codeLength; i += 1)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A fresh link and code for the room, valid `inviteTtlMs`; the room's earlier ones stop working.
 * A code is 8 of 31 letters (about 40 bits): it stays unguessable because it lives 10 minutes and
 * each account may try only a few (the join route's limit).
 */
export async function replaceInvite(db: Db, roomId: string, now: number): Promise<Invite> {
  await db.deleteFrom('watch_room_invite').where('room_id', '=', roomId).execute();
  // Two live rooms with one code would be a lottery: draw again in the rare case.
  let code = newCode();
  for (let tries = 0; tries < 5; tries += 1) {
    const taken = await db
      .selectFrom('watch_room_invite')
      .select('id')
      .where('code_hash', '=', hashSecret(code))
      .executeTakeFirst();
    if (!taken) break;
    code = newCode();
  }
  const token = randomBytes(ROOM_LIMITS.tokenBytes).toString('base64url');
  const expiresAt = now + ROOM_LIMITS.inviteTtlMs;
  await db
    .insertInto('watch_room_invite')
    .values({
      id: randomUUID(),
      room_id: roomId,
      token_hash: hashSecret(token),
      code_hash: hashSecret(code),
      created: now,
      expires: expiresAt,
    })
    .execute();
  return { token, code, expiresAt };
}

/** The live invite of this token or (normalised) code: its room and when it was made. */
export async function findInvite(
  db: Db,
  by: { token: string } | { code: string },
  now: number,
): Promise<{ roomId: string; created: number } | null> {
  const row = await db
    .selectFrom('watch_room_invite')
    .select(['room_id', 'created', 'expires'])
    .where(
      'token' in by ? 'token_hash' : 'code_hash',
      '=',
      hashSecret('token' in by ? by.token : by.code),
    )
    .executeTakeFirst();
  if (!row || Number(row.expires) <= now) return null;
  return { roomId: row.room_id, created: Number(row.created) };
}
