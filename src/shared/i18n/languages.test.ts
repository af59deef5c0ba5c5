import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE,
  languageCookie,
  matchLanguage,
  negotiateLanguage,
  requestLanguage,
} from './languages';

describe('the interface language', () => {
  it('matches a tag exactly, else by its base language', () => {
    expect(matchLanguage('pt-BR')).toBe('pt-BR');
    expect(matchLanguage('pt-PT')).toBe('pt-BR');
    expect(matchLanguage('es-MX')).toBe('es');
    expect(matchLanguage('FR-ca')).toBe('fr');
    expect(matchLanguage('ja')).toBeNull();
    expect(matchLanguage('*')).toBeNull();
  });

  it("follows Accept-Language's qualities, highest first, and falls back to English", () => {
    expect(negotiateLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLanguage('ja;q=1, de;q=0.4, it;q=0.7')).toBe('it');
    expect(negotiateLanguage('ja, zh-CN')).toBe('en');
    expect(negotiateLanguage('de;q=0, es')).toBe('es');
    expect(negotiateLanguage(undefined)).toBe('en');
  });

  it('skips malformed parts instead of failing', () => {
    expect(negotiateLanguage(';;,<script>, de;q=abc, it;q=2, fr;q=0.5')).toBe('fr');
    expect(negotiateLanguage('x'.repeat(10_000))).toBe('en');
  });

  it("prefers the visitor's cookie to the browser's header, and ignores a foreign value", () => {
    expect(requestLanguage(`a=1; ${LANGUAGE_COOKIE}=it`, 'de')).toBe('it');
    expect(requestLanguage(`${LANGUAGE_COOKIE}=xx`, 'de')).toBe('de');
    expect(requestLanguage(`${LANGUAGE_COOKIE}=pt-BR`, undefined)).toBe('pt-BR');
    expect(languageCookie('de', true)).toMatch(/^nexus_lang=de; Path=\/; .*SameSite=Lax; Secure$/);
  });
});
