import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';

/**
 * An empty or error state: the product's text and a way forward
 * (docs/product.md#states-every-screen-has). `role` is `alert` for errors so screen readers hear
 * them, `status` otherwise.
 */
export function EmptyState({
  title,
  text,
  action,
  tone = 'empty',
  compact = false,
  children,
}: {
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
  tone?: 'empty' | 'error';
  compact?: boolean;
  /** A way forward that is not a button: a link to another page. */
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col items-center justify-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line text-center ${
        compact ? 'px-4 py-8' : 'px-6 py-16'
      }`}
    >
      <p className="label-caps text-sm font-bold text-text">{title}</p>
      {text && <p className="max-w-md text-sm text-text-dim">{text}</p>}
      {action && (
        <button type="button" onClick={action.onClick} className={buttonStyles.secondary}>
          {action.label}
        </button>
      )}
      {children}
    </div>
  );
}
