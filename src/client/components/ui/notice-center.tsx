import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { dismissNotice, useNotices } from '@/client/lib/notices';

/** Renders notices bottom-centre; screen readers hear each one (polite live region). */
export function NoticeCenter() {
  const notices = useNotices((state) => state.notices);
  const { t } = useLingui();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role="status"
          className={`pointer-events-auto flex w-full max-w-lg items-center gap-3 rounded-lg border bg-surface px-4 py-3 text-sm shadow-xl ${
            notice.tone === 'warn' ? 'border-warn' : 'border-line'
          }`}
        >
          <p className="flex-1">{notice.message}</p>
          {notice.action && (
            <button
              type="button"
              className="label-caps rounded bg-accent px-2 py-1 text-xs font-bold text-bg hover:brightness-110"
              onClick={() => {
                notice.action?.run();
                dismissNotice(notice.id);
              }}
            >
              {notice.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label={t({ message: 'Dismiss', comment: 'Closes a notice (toast)' })}
            className="rounded p-1 text-text-dim hover:text-text"
            onClick={() => dismissNotice(notice.id)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
