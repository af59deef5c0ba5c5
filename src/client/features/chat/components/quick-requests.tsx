import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { PRESET_TEXTS } from '../utils/chat-content';

/** The product's side panel of six preset prompts (docs/product.md#chat-screen). */
export function QuickRequests({
  waiting,
  onPick,
}: {
  waiting: boolean;
  onPick: (prompt: string) => void;
}) {
  const { t } = useLingui();
  return (
    <aside
      aria-labelledby="quick-requests-title"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2
        id="quick-requests-title"
        className="label-caps flex items-center gap-2 text-sm font-bold"
      >
        <Sparkles aria-hidden="true" className="size-4 text-accent" />
        <Trans comment="Heading of the chat's panel of ready-made requests, in capitals">
          Quick Requests
        </Trans>
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-1">
        {PRESET_TEXTS.map((preset) => (
          <li key={preset.label.id}>
            <button
              type="button"
              disabled={waiting}
              onClick={() => onPick(t(preset.prompt))}
              className={`${buttonStyles.secondary} w-full justify-start text-left normal-case tracking-normal`}
            >
              {t(preset.label)}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
