/** The product's /error page text (docs/product.md#route-table). */
export function ErrorPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="label-caps text-3xl font-bold text-accent">Error</h1>
      <p className="text-text-dim">Something went wrong. Please try again.</p>
    </section>
  );
}
