import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Link2, Settings } from 'lucide-react';
import { notify } from '@/client/lib/notices';
import {
  qualityOptions,
  speedOptions,
  usePlayerPreferences,
  type Quality,
} from '../hooks/use-player-preferences';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-text outline-none data-[highlighted]:bg-surface-2';

/**
 * Quality, speed, the MANUAL / AUTO-PLAY toggle (series only: a film has no next episode) and
 * 'Copy link' (the shareable /watch page).
 */
export function PlayerSettingsMenu({
  iconButton,
  shareUrl,
  isTv,
}: {
  iconButton: string;
  isTv: boolean;
  /** The absolute /watch URL of what is playing; 'Copy link' copies it. */
  shareUrl?: string;
}) {
  const { t, i18n } = useLingui();
  const { quality, speed, autoPlay, setQuality, setSpeed, toggleAutoPlay } = usePlayerPreferences();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className={iconButton}
        aria-label={t({ message: 'Settings', comment: "Button: the player's settings menu" })}
      >
        <Settings aria-hidden="true" className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-48 rounded-md border border-line bg-surface p-2 shadow-lg"
        >
          <Menu.Label className="label-caps px-2 py-1 text-xs text-text-dim">
            <Trans comment="The stream's picture quality (auto, 1080p…)">Quality</Trans>
          </Menu.Label>
          <Menu.RadioGroup value={quality} onValueChange={(v) => setQuality(v as Quality)}>
            {qualityOptions.map((q) => (
              <Menu.RadioItem key={q} value={q} className={itemClass}>
                <Menu.ItemIndicator className="w-4">
                  <Check aria-hidden="true" className="size-4 text-accent" />
                </Menu.ItemIndicator>
                <span className={q === quality ? '' : 'pl-6'}>
                  {q === 'auto'
                    ? t({ message: 'auto', comment: 'Stream quality: chosen by the player' })
                    : q}
                </span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Label className="label-caps px-2 py-1 text-xs text-text-dim">
            <Trans comment="The playback speed (1x, 1.5x…)">Speed</Trans>
          </Menu.Label>
          <Menu.RadioGroup value={String(speed)} onValueChange={(v) => setSpeed(Number(v))}>
            {speedOptions.map((s) => (
              <Menu.RadioItem key={s} value={String(s)} className={itemClass}>
                <Menu.ItemIndicator className="w-4">
                  <Check aria-hidden="true" className="size-4 text-accent" />
                </Menu.ItemIndicator>
                <span className={s === speed ? '' : 'pl-6'}>{i18n.number(s)}x</span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          {isTv && (
            <>
              <Menu.Separator className="my-1 h-px bg-line" />
              <Menu.CheckboxItem
                checked={autoPlay}
                onCheckedChange={toggleAutoPlay}
                onSelect={(event) => event.preventDefault()}
                className={`${itemClass} label-caps justify-between font-bold`}
              >
                <span>
                  <Trans comment="Setting: what happens at the end of an episode (AUTO-PLAY or MANUAL)">
                    Next episode
                  </Trans>
                </span>
                <span
                  className={
                    autoPlay ? 'rounded border border-accent px-1 text-text' : 'text-text-dim'
                  }
                >
                  {autoPlay
                    ? t({ message: 'AUTO-PLAY', comment: 'The next episode starts by itself' })
                    : t({ message: 'MANUAL', comment: 'The next episode starts only when asked' })}
                </span>
              </Menu.CheckboxItem>
            </>
          )}
          {shareUrl && (
            <>
              <Menu.Separator className="my-1 h-px bg-line" />
              <Menu.Item className={itemClass} onSelect={() => void copyLink(shareUrl, i18n)}>
                <Link2 aria-hidden="true" className="size-4" /> <Trans>Copy link</Trans>
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** Copies the link and says whether it worked (the clipboard can be refused by the browser). */
async function copyLink(url: string, i18n: I18n) {
  try {
    await navigator.clipboard.writeText(url);
    notify({ message: i18n._(copied) });
  } catch {
    notify({ message: i18n._(copyRefused(url)), tone: 'warn' });
  }
}

const copied = msg`Link copied. Anyone signed in can open it to watch.`;
const copyRefused = (url: string) =>
  msg({
    message: `Copying was refused by the browser. The link is ${url}`,
    comment: '{url} is the address that could not be copied',
  });
