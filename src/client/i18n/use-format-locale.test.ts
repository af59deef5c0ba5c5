import { describe, expect, it } from 'vitest';
import { formatLocale } from './use-format-locale';

describe('the locale numbers and dates are written in', () => {
  it("keeps the browser's region when it speaks the interface's language", () => {
    expect(formatLocale('es', 'es-MX')).toBe('es-MX');
    expect(formatLocale('en', 'en-GB')).toBe('en-GB');
    expect(formatLocale('pt-BR', 'pt-PT')).toBe('pt-PT');
  });
  it("uses the interface's language when the browser speaks another or is unknown", () => {
    expect(formatLocale('de', 'en-US')).toBe('de');
    expect(formatLocale('fr', null)).toBe('fr');
  });
});
