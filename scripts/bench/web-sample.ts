/** One Lighthouse run's figures: score 0-100, times in ms, CLS unitless, JS in KB transferred. */
export interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** When the page became interactive: the `nexus:hydrated` mark, in observed (unthrottled) ms. */
  hydrated: number;
}

/** The targets for every page (docs/product.md#performance-budgets; issue 28). */
export const TARGETS = { score: 100, fcp: 1000, lcp: 1200, tbt: 50, cls: 0.02 } as const;

export function meetsTargets(sample: Sample) {
  return (
    sample.score >= TARGETS.score &&
    sample.fcp <= TARGETS.fcp &&
    sample.lcp <= TARGETS.lcp &&
    sample.tbt <= TARGETS.tbt &&
    sample.cls <= TARGETS.cls
  );
}

/** One line per page, saying how many valid runs the medians come from and how many failed. */
export function formatPageLine(
  label: string,
  m: Sample,
  runs: { valid: number; failed: number },
  met: boolean,
) {
  const counted = `${runs.valid} valid runs${runs.failed ? `, ${runs.failed} failed` : ''}`;
  if (runs.valid === 0) return `${label.padEnd(26)} no valid run (${counted})  TARGET MISSED`;
  return [
    label.padEnd(26),
    `score ${m.score.toFixed(0).padStart(3)}`,
    ` FCP ${(m.fcp / 1000).toFixed(2)} s`,
    ` LCP ${(m.lcp / 1000).toFixed(2)} s`,
    ` TBT ${m.tbt.toFixed(0).padStart(3)} ms`,
    ` CLS ${m.cls.toFixed(3)}`,
    ` JS ${m.jsKb.toFixed(1)} KB`,
    ` hydrated ${m.hydrated.toFixed(0)} ms`,
    ` (${counted})`,
    ` ${met ? 'targets met' : 'TARGET MISSED'}`,
  ].join(' ');
}
