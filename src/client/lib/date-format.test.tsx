import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DateSettings } from '@/shared/date-settings';
import { DateSettingsContext, rememberDateSettings, useDateFormat } from './date-format';

const OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const NOON_UTC = Date.UTC(2026, 0, 1, 12, 0);

function Stamp() {
  const format = useDateFormat(OPTIONS);
  return <time className="stamp">{format ? format(NOON_UTC) : ''}</time>;
}

const interfaceIn = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

const page = (dates: DateSettings | null, i18n: I18n) => (
  <I18nProvider i18n={i18n}>
    <DateSettingsContext.Provider value={dates}>
      <Stamp />
    </DateSettingsContext.Provider>
  </I18nProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Renders on the server, hydrates here with the same settings; returns what React reported. */
async function serverThenHydrate(dates: DateSettings | null, language = 'en') {
  const html = renderToString(page(dates, interfaceIn(language)));
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const reported: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.startsWith('Detected multiple renderers concurrently')) reported.push(text);
  });
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, page(dates, interfaceIn(language)), {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
    });
  });
  return { html, reported, shown: document.querySelector('.stamp')!.textContent };
}

describe('dates rendered on the server', () => {
  it("format in the visitor's zone and locale, and hydrate without a mismatch", async () => {
    const { html, reported, shown } = await serverThenHydrate({
      timeZone: 'Asia/Tokyo',
      locale: 'en-US',
    });
    expect(html).toContain('Jan 1, 2026, 9:00 PM');
    expect(reported).toEqual([]);
    // After hydration, the browser's own zone and locale (the same, unless the visitor moved).
    expect(shown).toBe(new Intl.DateTimeFormat(navigator.language, OPTIONS).format(NOON_UTC));
  });

  it("write in the interface's language, not the browser's, on both sides", async () => {
    const { html, reported, shown } = await serverThenHydrate(
      { timeZone: 'Asia/Tokyo', locale: 'en-US' },
      'de',
    );
    expect(html).toContain('01.01.2026, 21:00');
    expect(reported).toEqual([]);
    // After hydration the browser (en-US here) does not speak German: plain German.
    expect(navigator.language).toMatch(/^en/);
    expect(shown).toBe(new Intl.DateTimeFormat('de', OPTIONS).format(NOON_UTC));
    expect(shown).toMatch(/^01\.01\.2026/);
  });

  it("keep the browser's region when it speaks the interface's language", async () => {
    const { html, reported } = await serverThenHydrate(
      { timeZone: 'America/Mexico_City', locale: 'es-MX' },
      'es',
    );
    const expected = new Intl.DateTimeFormat('es-MX', {
      ...OPTIONS,
      timeZone: 'America/Mexico_City',
    }).format(NOON_UTC);
    expect(html).toContain(expected);
    expect(expected).toContain('2026');
    expect(reported).toEqual([]);
  });

  it('without the cookies render nothing, and the date appears after hydration', async () => {
    const { html, reported, shown } = await serverThenHydrate(null);
    expect(html).toBe('<time class="stamp"></time>');
    expect(reported).toEqual([]);
    expect(shown).toBe(new Intl.DateTimeFormat(navigator.language, OPTIONS).format(NOON_UTC));
  });
});

describe('a date formatter', () => {
  it('is built on the first date printed, once: a part that prints none builds none', async () => {
    function Maybe({ show }: { show: boolean }) {
      const format = useDateFormat(OPTIONS);
      return <time className="stamp">{show && format ? format(NOON_UTC) : ''}</time>;
    }
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Real>) {
        built += 1;
        return new target(...args);
      },
    });
    onTestFinished(() => {
      Intl.DateTimeFormat = Real;
    });
    const tree = (show: boolean) => (
      <I18nProvider i18n={interfaceIn('en')}>
        <DateSettingsContext.Provider value={{ timeZone: 'UTC', locale: 'en-US' }}>
          <Maybe show={show} />
        </DateSettingsContext.Provider>
      </I18nProvider>
    );
    const html = renderToString(tree(false));
    expect(html).not.toContain('2026');
    expect(built).toBe(0);
    expect(renderToString(tree(true))).toContain('Jan 1, 2026, 12:00 PM');
    expect(built).toBe(1);
  });
});

describe('rememberDateSettings', () => {
  const clear = () => {
    for (const name of ['nexus_tz', 'nexus_locale'])
      document.cookie = `${name}=; Max-Age=0; Path=/`;
  };

  it("writes the browser's zone and locale once, and again only when they change", () => {
    clear();
    const { timeZone, locale } = new Intl.DateTimeFormat().resolvedOptions();
    const write = vi.spyOn(document, 'cookie', 'set');
    rememberDateSettings();
    expect(document.cookie).toContain(`nexus_tz=${encodeURIComponent(timeZone)}`);
    expect(document.cookie).toContain(`nexus_locale=${encodeURIComponent(locale)}`);
    expect(write).toHaveBeenCalledTimes(2);
    expect(String(write.mock.calls[0]![0])).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    rememberDateSettings();
    expect(write).toHaveBeenCalledTimes(2);
    write.mockRestore();
    document.cookie = 'nexus_tz=Europe%2FLisbon; Path=/';
    rememberDateSettings();
    expect(document.cookie).toContain(`nexus_tz=${encodeURIComponent(timeZone)}`);
    clear();
  });
});
