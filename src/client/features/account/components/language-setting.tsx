import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { clientConfig } from '@/client/config/client-config';
import { changePageLanguage } from '@/client/i18n/page-language';
import { useHydrated } from '@/client/lib/use-hydrated';
import {
  useCurrentProfile,
  writeCurrentProfile,
} from '@/client/library/stores/current-profile-store';
import { DEFAULT_LANGUAGE, LANGUAGES, validLanguage, type Language } from '@/shared/i18n/languages';
import { saveProfileLanguage } from '../api/save-profile-language';

/** The profiles feature's query of the account's profiles: asked again after a change here. */
const PROFILES_QUERY_KEY = ['profiles'] as const;

/**
 * 'Language' (issue 33): the interface's language, each one named in itself. Choosing one turns
 * the whole page at once, no reload (its messages load first, meanwhile the select waits); the
 * cookie keeps it for the server's next pages, and with accounts the current profile keeps it
 * too, so it follows the profile to other devices. A failed load keeps the language there was.
 */
export function LanguageSetting() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const profile = useCurrentProfile();
  const selectId = useId();
  const [loading, setLoading] = useState<Language | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = validLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  const accounts = clientConfig().authMode === 'accounts';

  const choose = async (language: Language) => {
    if (language === current) return;
    setError(null);
    setLoading(language);
    try {
      await changePageLanguage(language);
    } catch {
      setError(t`This language could not be loaded. Check your connection and try again.`);
      return;
    } finally {
      setLoading(null);
    }
    if (!accounts || !profile || profile.kids) return;
    try {
      await saveProfileLanguage(profile.id, language);
      writeCurrentProfile({ ...profile, language });
      void queryClient.invalidateQueries({ queryKey: PROFILES_QUERY_KEY });
    } catch {
      setError(t`Your profile could not keep this language: it applies on this device only.`);
    }
  };

  return (
    <section
      aria-labelledby="language-heading"
      className="rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="language-heading" className="label-caps text-lg font-bold">
        {/* The heading is the select's label: one name, read once. */}
        <label htmlFor={selectId}>
          <Trans comment="Account page: the setting (and its heading) choosing the interface's language">
            Language
          </Trans>
        </label>
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-text-dim">
        {accounts && profile ? (
          <Trans>NEXUS is shown in this language; your profile keeps it on every device.</Trans>
        ) : (
          <Trans>NEXUS is shown in this language; this browser keeps it.</Trans>
        )}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <select
          id={selectId}
          value={loading ?? current}
          // Changed before the script hydrated it, the choice would be lost.
          disabled={!hydrated || loading !== null}
          aria-describedby={error ? `${selectId}-error` : undefined}
          onChange={(event) => {
            const language = validLanguage(event.target.value);
            if (language) void choose(language);
          }}
          className="rounded-md border border-line bg-surface-2 px-3 py-2 text-text disabled:opacity-60"
        >
          {LANGUAGES.map((language) => (
            // Each language written in itself, whatever the page's language.
            <option key={language.tag} value={language.tag} lang={language.tag}>
              {language.name}
            </option>
          ))}
        </select>
        {loading !== null && (
          <span className="text-sm text-text-dim" role="status">
            <Trans>Loading…</Trans>
          </span>
        )}
      </div>
      {error && (
        <p id={`${selectId}-error`} role="alert" className="mt-3 text-sm text-warn">
          {error}
        </p>
      )}
    </section>
  );
}
