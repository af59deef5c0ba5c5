import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE, AvatarError, checkAvatarFile, fitWithin } from './downscale-image';

describe('avatar downscale size', () => {
  it('scales a 5 MB photo (4000 x 3000) to 256 px on the long side, keeping the aspect', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 144, height: 256 });
  });

  it('never upscales a small image', () => {
    expect(fitWithin(100, 80)).toEqual({ width: 100, height: 80 });
    expect(fitWithin(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE)).toEqual({ width: 256, height: 256 });
  });

  it('keeps at least one pixel for extreme panoramas', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: 256, height: 1 });
  });

  it('rejects an image without a size', () => {
    expect(() => fitWithin(0, 100)).toThrow(AvatarError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(AvatarError);
  });
});

describe('avatar file check', () => {
  it('accepts image/* and refuses other types with a clear message', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toMatch(/image file/);
    expect(checkAvatarFile({ type: '', size: 10 })).toMatch(/image file/);
  });

  it('refuses files over 20 MB before decoding them', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 21 * 1024 * 1024 })).toMatch(/20 MB/);
  });
});
