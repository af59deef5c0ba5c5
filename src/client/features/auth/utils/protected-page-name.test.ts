import { describe, expect, it } from 'vitest';
import { protectedPageName } from './protected-page-name';

describe('protectedPageName', () => {
  it('names the page a signed-out visitor was sent away from', () => {
    expect(protectedPageName({ from: '/vault' })).toBe('your vault');
    expect(protectedPageName({ from: '/profile' })).toBe('your profile');
    expect(protectedPageName({ from: '/account#two-factor' })).toBe('your account');
    expect(protectedPageName({ from: '/movie/603' })).toBe('this film');
    expect(protectedPageName({ from: '/tv/1396' })).toBe('this series');
    expect(protectedPageName({ from: '/watch/tv/1396/1/2' })).toBe('this title');
    expect(protectedPageName({ from: '/somewhere' })).toBe('this page');
  });

  it('is null for a visit to / itself', () => {
    expect(protectedPageName(null)).toBeNull();
    expect(protectedPageName({})).toBeNull();
  });
});
