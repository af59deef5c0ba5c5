/**
 * A thin progress bar read out as a progressbar: the continue-watching style used by the episode
 * rows, the title pages' resume line and the watch history. `percent` is rounded by the caller,
 * so the bar and the text beside it show the same number.
 */
export function ProgressBar({
  percent,
  label,
  className = 'h-1.5 flex-1',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`block overflow-hidden rounded-full bg-line ${className}`}
    >
      <span className="block h-full bg-accent" style={{ width: `${percent}%` }} />
    </span>
  );
}
