/** The facts a film's one-sentence overview is written from; every one may be unknown. */
export interface OverviewFacts {
  year: number;
  /** "drama", "science fiction film": what kind of film it is. */
  kind: string;
  directors: readonly string[];
  cast: readonly string[];
  certification: string | null;
  runtime: number | null;
  distributor: string | null;
}

/**
 * One factual sentence composed from the facts, never a plot: the catalogue copies no text
 * (issue 30's rule), so the overview is ours, e.g. 'A 2023 drama directed by Christopher Nolan,
 * starring Cillian Murphy and Emily Blunt, rated R, running 180 minutes.'
 */
export function composeOverview(facts: OverviewFacts): string {
  const parts = [`A ${facts.year} ${facts.kind}`];
  if (facts.directors.length) parts[0] += ` directed by ${andList(facts.directors)}`;
  if (facts.cast.length) parts.push(`starring ${andList(facts.cast.slice(0, 2))}`);
  if (facts.certification === 'Not Rated') parts.push('not rated');
  else if (facts.certification && facts.certification !== 'Open')
    parts.push(`rated ${facts.certification}`);
  if (facts.runtime) parts.push(`running ${facts.runtime} minutes`);
  if (facts.distributor) parts.push(`released by ${facts.distributor}`);
  const sentence = parts.join(', ');
  // Distributor names such as "Warner Bros." already end the sentence.
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

function andList(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
