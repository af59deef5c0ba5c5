import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';

/**
 * The feed's URL, read-only, with 'Copy link'. When the browser refuses the clipboard (no
 * permission, an http page), the text is selected so the person can copy it themselves.
 */
export function FeedLinkField({ url }: { url: string }) {
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'refused'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('refused');
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="label-caps text-xs font-bold text-text-dim">
        <Trans comment="Label of the field holding the calendar feed's address">Feed link</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-line bg-bg px-3 py-2 font-mono text-xs text-text"
        />
        <button type="button" onClick={() => void onCopy()} className={buttonStyles.primary}>
          <Copy aria-hidden="true" className="size-4" />
          <Trans comment="Button: copies the calendar feed's address (keep short)">Copy link</Trans>
        </button>
      </div>
      <p role="status" className="min-h-5 text-xs text-text-dim">
        {copy === 'copied' && t`Link copied.`}
        {copy === 'refused' &&
          t`The browser refused to copy. The link is selected: copy it yourself.`}
      </p>
    </div>
  );
}
