import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import type { ListKind } from '@/shared/catalog/title-schemas';
import { BROWSE_TABS } from '../utils/browse-state';

/** The three list tabs; arrow keys move between them, as a tab list should. */
export function BrowseTabs({
  value,
  onChange,
  label,
}: {
  value: ListKind;
  onChange: (tab: ListKind) => void;
  label: string;
}) {
  const { t } = useLingui();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + BROWSE_TABS.length) % BROWSE_TABS.length;
    refs.current[next]?.focus();
    onChange(BROWSE_TABS[next]!.id);
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-2">
      {BROWSE_TABS.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`label-caps rounded-md border px-4 py-2 text-xs font-bold transition ${
              selected
                ? 'border-accent bg-accent text-white'
                : 'border-line bg-surface text-text-dim hover:border-accent hover:text-text'
            }`}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
