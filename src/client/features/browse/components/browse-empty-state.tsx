import { Film } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';

/**
 * The product's empty state (docs/product.md#browse-movies-and-series-pages), always with a way
 * forward: retry a failure, or clear the search.
 */
export function BrowseEmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { label: string; onClick: () => void };
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface px-6 py-14 text-center">
      <Film aria-hidden="true" className="size-10 text-text-dim" />
      <h2 className="label-caps text-lg font-bold text-text">{title}</h2>
      <p className="text-sm text-text-dim">{text}</p>
      <button type="button" onClick={action.onClick} className={buttonStyles.secondary}>
        {action.label}
      </button>
    </section>
  );
}
