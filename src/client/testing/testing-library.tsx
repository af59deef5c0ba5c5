import { I18nProvider } from '@lingui/react';
import {
  render as renderPure,
  renderHook as renderHookPure,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react/pure';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { pageI18n } from '@/client/i18n/page-language';

/**
 * Testing Library as the client tests import it (vitest.config.ts aliases
 * `@testing-library/react` here): the same API, with every render inside the language provider
 * the app renders in (app/app.tsx), in English, so components read their texts as in the app.
 * Cleanup runs after each test from setup.ts.
 */
export * from '@testing-library/react/pure';

if (!pageI18n.locale) pageI18n.loadAndActivate({ locale: 'en', messages: {} });

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

function withLanguage(Inner: Wrapper | undefined): Wrapper {
  return function LanguageWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={pageI18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
    );
  };
}

export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderPure(ui, { ...options, wrapper: withLanguage(options.wrapper as Wrapper) });
}

export function renderHook<Result, Props>(
  callback: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookPure(callback, {
    ...options,
    wrapper: withLanguage(options.wrapper as Wrapper),
  });
}
