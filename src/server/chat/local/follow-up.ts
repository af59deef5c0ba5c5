import type { CatalogueIndex, Candidate } from './catalogue-index';
import type { Intent, TitleRef } from './intent';
import { readShades, shiftShades } from './shades';
import { phraseRegex } from './text-match';

/** An earlier turn as the server received it (validated by the request schema). */
export interface Turn {
  role: 'user' | 'assistant';
  text: string;
  titles: { id: number; media_type: 'movie' | 'tv' }[];
}

/** How the current message changes the previous request; read from English (translated) text. */
export interface FollowUp {
  /** Leave out what was already shown ("more", "something else", "not that one"). */
  freshOnly: boolean;
  older: boolean;
  newer: boolean;
  shorter: boolean;
  longer: boolean;
  /** "like the second one": the position (1-based) in the last answer. */
  likePosition: number | null;
}

const FOLLOW_UP_WORDS = phraseRegex(
  'more|another|others|other ones|something else|anything else|different|else|older|earlier|newer|more recent|shorter|longer|not that one|not those|none of those|not this one|like the first one|like the second one|like the third one|like the last one|like the first|like the second|like the third|like number'.split(
    '|',
  ),
  '',
);
const POSITIONS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
};

/**
 * Reads a follow-up, or null when the message is a request of its own. A short message made of
 * follow-up words ("more", "older", "like the second one") refines the previous answer; a long
 * one with its own genres is a new request that may still say "more".
 */
export function readFollowUp(intent: Intent): FollowUp | null {
  const text = intent.english;
  if (!isFollowUpText(text)) return null;
  const ownRequest =
    intent.concepts.length > 0 || intent.similarTo !== null || intent.director !== null;
  if (ownRequest && !/\b(?:more|another|else|older|newer|shorter|longer)\b/.test(text)) return null;
  const position = text.match(
    /\blike (?:the )?(first|1st|second|2nd|third|3rd|last)\b|\blike number (\d)\b/,
  );
  return {
    freshOnly:
      /\b(?:more|another|others|other ones|else|different|not that one|not those|none of those|not this one)\b/.test(
        text,
      ),
    older: /\b(?:older|earlier)\b/.test(text),
    newer: /\b(?:newer|more recent)\b/.test(text),
    shorter: /\bshorter\b/.test(text),
    longer: /\blonger\b/.test(text),
    likePosition: position
      ? position[2]
        ? Number(position[2])
        : position[1] === 'last'
          ? -1
          : POSITIONS[position[1]!]!
      : null,
  };
}

/**
 * A few words, at least one of them a follow-up word or a shade ("lighter", "for a date"): cheap
 * enough to ask of every turn.
 */
export function isFollowUpText(english: string) {
  return (
    english.split(' ').length <= MAX_FOLLOW_UP_WORDS &&
    (FOLLOW_UP_WORDS.test(english) || readShades(english).length > 0)
  );
}

/** "more like the second one, but from the 90s please" is still a follow-up; a paragraph is not. */
const MAX_FOLLOW_UP_WORDS = 10;

/**
 * The conversation since the user's last request of their own: that request (when still in the
 * window), the follow-ups after it, each with the answer it followed, and every title shown.
 */
export function conversationSince(turns: Turn[], isFollowUp: (text: string) => boolean) {
  let start = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.role === 'user' && !isFollowUp(turn.text)) {
      start = i;
      break;
    }
  }
  const base =
    turns[start]?.role === 'user' && !isFollowUp(turns[start]!.text) ? turns[start] : undefined;
  const shown = new Set<string>();
  const steps: { text: string; answered: Turn | undefined }[] = [];
  let lastAnswer: Turn | undefined;
  for (const turn of turns.slice(base ? start + 1 : start)) {
    if (turn.role === 'assistant') {
      for (const t of turn.titles) shown.add(`${t.media_type}:${t.id}`);
      lastAnswer = turn;
    } else steps.push({ text: turn.text, answered: lastAnswer });
  }
  return { base: base?.text ?? null, steps, lastAnswer, shown };
}

/** Applies a follow-up to the previous request's intent, from the titles of the last answer. */
export function refineIntent(
  base: Intent,
  current: Intent,
  followUp: FollowUp,
  lastPicks: Candidate[],
): Intent {
  const years = lastPicks.map((c) => c.year).filter((y): y is number => y !== null);
  const runtimes = lastPicks.map((c) => c.runtime).filter((r): r is number => r !== null);
  const refined: Intent = {
    ...base,
    // What the new message says on its own wins: "more, but from the 90s".
    concepts: current.concepts.length ? current.concepts : base.concepts,
    excluded: [...base.excluded, ...current.excluded],
    count: current.count ?? base.count,
    era: current.era ?? base.era,
    // A shade shifts the request: "lighter" after "darker" replaces it, "funnier" adds to it.
    shades: shiftShades(base.shades, current.shades),
    mediaType: current.mediaType ?? base.mediaType,
    miniSeries: current.miniSeries || base.miniSeries,
    limits: { ...base.limits, ...definedLimits(current) },
    language: current.language,
    understood: true,
  };
  if (followUp.older && years.length) {
    const before = Math.min(...years);
    refined.era = { kind: 'range', from: 0, to: before - 1, label: `before ${before}` };
  }
  if (followUp.newer && years.length) {
    const after = Math.max(...years);
    refined.era = { kind: 'range', from: after + 1, to: 9999, label: `from ${after + 1} on` };
  }
  if (followUp.shorter)
    refined.limits = {
      ...refined.limits,
      maxRuntime: runtimes.length ? Math.min(...runtimes) - 1 : 99,
    };
  if (followUp.longer)
    refined.limits = {
      ...refined.limits,
      minRuntime: runtimes.length ? Math.max(...runtimes) + 1 : 151,
    };
  if (followUp.likePosition !== null) {
    const at = followUp.likePosition === -1 ? lastPicks.length - 1 : followUp.likePosition - 1;
    const seed = lastPicks[at];
    if (seed) {
      const ref: TitleRef = { key: seed.key, title: seed.title };
      refined.similarTo = ref;
      refined.concepts = current.concepts;
    }
  }
  return refined;
}

/** The limits the new message states itself (null and false mean "not said"). */
function definedLimits(intent: Intent) {
  return Object.fromEntries(
    Object.entries(intent.limits).filter(([, value]) => value !== null && value !== false),
  );
}

/** The titles of the last answer, in order, as catalogue entries (unknown ids are skipped). */
export function picksOf(turn: Turn | undefined, index: CatalogueIndex): Candidate[] {
  return (turn?.titles ?? [])
    .map((t) => index.byKey.get(`${t.media_type}:${t.id}`))
    .filter((c): c is Candidate => c !== undefined);
}
