/** One film after cleaning: typed, trimmed, with every unknown value as null. */
export interface CleanFilmRow {
  title: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  year: number;
  usGross: number | null;
  worldwideGross: number | null;
  budget: number | null;
  mpaaRating: string | null;
  runtime: number | null;
  distributor: string | null;
  majorGenre: string | null;
  creativeType: string | null;
  director: string | null;
  imdbRating: number | null;
  imdbVotes: number | null;
}

export const DROP_REASONS = [
  'title-not-text',
  'date-missing-or-unparsable',
  'date-impossible',
  'duplicate',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export const REPAIR_REASONS = [
  'title-number-as-text',
  'title-article-moved-to-front',
  'title-encoding-repaired',
  'date-century-corrected',
  'budget-not-positive-unknown',
  'gross-not-positive-unknown',
  'worldwide-below-us-gross',
  'rating-out-of-range-unknown',
  'votes-not-positive-unknown',
  'runtime-impossible-unknown',
  'rating-shared-by-same-title-cleared',
] as const;
export type RepairReason = (typeof REPAIR_REASONS)[number];

export interface CleaningReport {
  input: number;
  kept: number;
  dropped: Record<DropReason, number>;
  /** Rows repaired, per rule; one row may be repaired by several rules. */
  repaired: Record<RepairReason, number>;
}
