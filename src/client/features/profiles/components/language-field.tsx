import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { LANGUAGES, validLanguage, type Language } from '@/shared/i18n/languages';
import { inputClass, labelClass } from './form-fields';

/** 'Language' of a profile (issue 33): each language written in itself. */
export function LanguageField(props: { value: Language; onChange: (language: Language) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        <Trans comment="Profile editor: label of the select choosing the profile's interface language">
          Language
        </Trans>
      </label>
      <select
        id={id}
        className={inputClass}
        value={props.value}
        onChange={(event) => {
          const language = validLanguage(event.target.value);
          if (language) props.onChange(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.tag} value={language.tag} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
