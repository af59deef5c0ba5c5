import { GENRE as G } from '../vocabulary';
import type { TableCase } from './recommender-table';

/** Follow-ups: each prompt refines the answer to the messages before it. */
export const TABLE_FOLLOW_UPS: TableCase[] = [
  {
    before: ['a scary movie from the 90s'],
    prompt: 'more',
    followUp: 'fresh',
    anyOf: [G.horror, G.thriller],
    era: [1990, 1999],
  },
  { before: ['a funny movie'], prompt: 'something else', followUp: 'fresh', anyOf: [G.comedy] },
  { before: ['a funny movie'], prompt: 'older', followUp: 'older', anyOf: [G.comedy] },
  { before: ['a western'], prompt: 'not that one', followUp: 'fresh', anyOf: [G.western] },
  { before: ['a drama over 2 hours'], prompt: 'shorter', followUp: 'shorter', anyOf: [G.drama] },
  {
    before: ['a classic adventure'],
    prompt: 'newer',
    followUp: 'newer',
    anyOf: [G.adventure, G.action, G.fantasy],
  },
  { before: ['a sci-fi movie'], prompt: 'like the second one', note: /^Since you liked / },
  {
    before: ['a comedy for kids'],
    prompt: 'more please',
    followUp: 'fresh',
    audience: 'kids',
    anyOf: [G.comedy],
  },
  {
    before: ['a thriller', 'more'],
    prompt: 'something else',
    followUp: 'fresh',
    anyOf: [G.thriller],
  },
  {
    // Older again: the curated old films (issue 30) reach further back than one step.
    before: ['a funny movie', 'older'],
    prompt: 'older',
    followUp: 'older',
    anyOf: [G.comedy],
  },
  {
    language: 'es',
    before: ['una comedia romántica'],
    prompt: 'más',
    followUp: 'fresh',
    anyOf: [G.comedy, G.romance],
  },
  {
    language: 'fr',
    before: ["un film d'action"],
    prompt: 'autre chose',
    followUp: 'fresh',
    anyOf: [G.action, G.adventure],
  },
  {
    language: 'de',
    before: ['eine Komödie'],
    prompt: 'etwas anderes',
    followUp: 'fresh',
    anyOf: [G.comedy],
  },
  {
    language: 'pt',
    before: ['um filme de terror'],
    prompt: 'mais antigos',
    followUp: 'older',
    anyOf: [G.horror, G.thriller],
  },
  {
    language: 'it',
    before: ['una commedia'],
    prompt: 'come il secondo',
    note: /^Visto che ti è piaciuto /,
  },
];
