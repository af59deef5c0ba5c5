import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * The home search box. Submitting a non-blank query hands it up (it goes into `?q=`); a blank
 * one is ignored. Ctrl+G (or Cmd+G) focuses the box instead of the browser's find-next. The
 * clear button empties the box and the results.
 */
export function SearchForm({
  query,
  onSearch,
  onClear,
}: {
  query: string;
  onSearch: (query: string) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(query);
  const input = useRef<HTMLInputElement>(null);

  // Follow the URL when it changes from outside (back/forward, a shared link).
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'g') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed) onSearch(trimmed);
  };

  const clear = () => {
    setText('');
    onClear();
    input.current?.focus();
  };

  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-2xl gap-2">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-text-dim"
        />
        <input
          ref={input}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          placeholder={t`Search movies and series...`}
          aria-label={t`Search movies and series`}
          aria-keyshortcuts="Control+G"
          autoComplete="off"
          className="h-11 w-full rounded-md border border-line bg-surface-2 pr-10 pl-9 text-sm text-text placeholder:text-text-dim focus:border-accent [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label={t`Clear search`}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded text-text-dim hover:text-text"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <button
        type="submit"
        className="label-caps h-11 rounded-md bg-accent px-4 text-xs font-bold text-bg transition hover:brightness-110 sm:px-5 sm:text-sm"
      >
        <Trans comment="The home search's submit button, in capitals">Search</Trans>
      </button>
    </form>
  );
}
