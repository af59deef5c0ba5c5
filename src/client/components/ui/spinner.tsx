/** A centred spinner with a visible, announced label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-2 border-line border-t-accent"
      />
      <p className="label-caps text-sm text-text-dim">{label}</p>
    </div>
  );
}
