import { describe, expect, it } from 'vitest';
import {
  AVATAR_STYLES,
  avatarLabel,
  generatedAvatarIds,
  generatedAvatarIndex,
  initials,
} from './generated-avatars';

describe('generated avatars', () => {
  it('has twelve, all distinct by colour, named Avatar 1 to 12', () => {
    expect(generatedAvatarIds).toHaveLength(12);
    expect(new Set(AVATAR_STYLES.map((s) => s.background)).size).toBe(12);
    expect(generatedAvatarIds.map((id) => avatarLabel(generatedAvatarIndex(id)!))).toContain(
      'Avatar 12',
    );
  });

  it('reads the index of avatar:N only, never of an upload or an index past eleven', () => {
    expect(generatedAvatarIndex('avatar:0')).toBe(0);
    expect(generatedAvatarIndex('avatar:11')).toBe(11);
    expect(generatedAvatarIndex('avatar:12')).toBeNull();
    expect(generatedAvatarIndex('data:image/jpeg;base64,AAAA')).toBeNull();
  });

  it('draws up to two initials, and ? before a name is typed', () => {
    expect(initials('ada lovelace byron')).toBe('AL');
    expect(initials('  Kids ')).toBe('K');
    expect(initials('')).toBe('?');
  });
});
