/** Stands in for a page whose issue has not landed yet, under its real route. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="label-caps text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-text-dim">This page is coming soon.</p>
    </section>
  );
}
