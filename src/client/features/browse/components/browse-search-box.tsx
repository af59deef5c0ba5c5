import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The browse search: it searches on every change (debounced lightly, so each change lands),
 * and blank text means no search. The parent remounts it when the tab changes, which clears it.
 */
export function BrowseSearchBox({
  initial,
  label,
  placeholder,
  onSearch,
}: {
  initial: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    onSearch(settled);
    // onSearch changes identity with the URL; only a new text should trigger a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-text-dim"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
        className="w-full rounded-md border border-line bg-surface-2 py-2 pr-9 pl-9 text-sm text-text placeholder:text-text-dim focus:border-accent [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          aria-label={t`Clear search`}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-text-dim hover:text-text"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
