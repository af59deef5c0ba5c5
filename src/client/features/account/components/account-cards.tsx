import { CreditCard, Gauge, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The three fixed cards (docs/product.md#account-page): display only, the same for everyone. */
function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-surface p-6" aria-label={title}>
      <h2 className="label-caps mb-4 flex items-center gap-2 text-base font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const securityItems = ['Two-Factor Auth', 'Neural Encryption', 'Biometric Lock'];

export function AccountCards() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card
        icon={<ShieldCheck aria-hidden="true" className="size-5 text-accent" />}
        title="Security Protocol"
      >
        <ul className="flex flex-col gap-3 text-sm">
          {securityItems.map((item) => (
            <li key={item} className="flex items-center justify-between gap-3">
              <span>{item}</span>
              <span className="flex items-center gap-2 text-xs text-ok">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full bg-ok shadow-[0_0_8px_var(--color-ok)]"
                />
                <span className="sr-only">Active</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card
        icon={<CreditCard aria-hidden="true" className="size-5 text-accent" />}
        title="Subscription Status"
      >
        <p className="label-caps text-lg font-bold text-text">NEXUS PREMIUM</p>
        <p className="mt-2 text-sm">Quantum Access Enabled</p>
        <p className="mt-1 text-sm text-text-dim">Renewal: Auto-Sync</p>
      </Card>
      <Card
        icon={<Gauge aria-hidden="true" className="size-5 text-accent" />}
        title="Usage Statistics"
      >
        <dl className="flex flex-col gap-2 text-sm">
          {[
            ['Neural Sessions', '247'],
            ['Data Consumed', 'infinity TB'],
            ['Matrix Uptime', '99.9%'],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-text-dim">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
