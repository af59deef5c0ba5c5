import { describe, expect, it } from 'vitest';
import { dateSettingsCookies, readDateSettings, validLocale, validTimeZone } from './date-settings';

describe('the date-settings cookies', () => {
  it('accepts the zones and locales Intl knows', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])
      expect(validTimeZone(zone)).toBe(zone);
    for (const locale of ['en-US', 'fr', 'de-CH', 'pt-BR'])
      expect(validLocale(locale)).toBe(locale);
  });

  it('refuses anything else', () => {
    for (const zone of [
      'Mars/Olympus_Mons',
      'Europe/Paris"',
      '../etc/passwd',
      '',
      'a'.repeat(80),
      42,
    ])
      expect(validTimeZone(zone)).toBeNull();
    for (const locale of ['', 'en_US', 'en-US<', 'toolonglanguage', 'qq-ZZ'])
      expect(validLocale(locale)).toBeNull();
  });

  it('reads both back from a Cookie header, or nothing when either is missing or bad', () => {
    const [tz, locale] = dateSettingsCookies({ timeZone: 'Asia/Tokyo', locale: 'ja-JP' }, true);
    expect(tz).toBe('nexus_tz=Asia%2FTokyo; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    const header = `a=1; ${tz!.split(';')[0]}; ${locale!.split(';')[0]}`;
    expect(readDateSettings(header)).toEqual({ timeZone: 'Asia/Tokyo', locale: 'ja-JP' });
    expect(readDateSettings('nexus_tz=Asia%2FTokyo')).toBeNull();
    expect(readDateSettings('nexus_tz=Nowhere%2FLand; nexus_locale=en-US')).toBeNull();
    expect(readDateSettings('nexus_tz=%E0%A4%A; nexus_locale=en-US')).toBeNull();
    expect(readDateSettings('xnexus_tz=UTC; nexus_locale=en-US')).toBeNull();
    expect(readDateSettings(undefined)).toBeNull();
  });
});
