import { Trans } from '@lingui/react/macro';
/** The product's /error page text (docs/product.md#route-table). */
export function ErrorPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="label-caps text-3xl font-bold text-accent">
        <Trans comment="Title of the error page">Error</Trans>
      </h1>
      <p className="text-text-dim">
        <Trans>Something went wrong. Please try again.</Trans>
      </p>
    </section>
  );
}
