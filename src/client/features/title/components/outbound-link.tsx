import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';

/** A link that leaves NEXUS: new tab, no opener, no referrer. Callers pass only checked http(s) URLs. */
export function OutboundLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonStyles.ghost} border border-line`}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
