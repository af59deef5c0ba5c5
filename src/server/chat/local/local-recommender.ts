import type { ChatCatalogue } from './catalogue-index';
import type { ChatTitle } from '@/shared/chat/chat-schemas';
import { LIMITS } from '@/shared/api/limits';
import { indexCatalogue, type Candidate, type CatalogueIndex } from './catalogue-index';
import { composeAnswer, composeNotUnderstood } from './compose-answer';
import {
  conversationSince,
  isFollowUpText,
  picksOf,
  readFollowUp,
  refineIntent,
  type Turn,
} from './follow-up';
import { parseIntent, readAsEnglish, type Intent } from './intent';
import { hasLimits } from './limits';
import type { Language } from './language/detect-language';
import { seededRandom } from './random';
import { blockingRestriction, rankCandidates, type Ranked } from './rank';
import { answerQuestion, readQuestion } from './title-questions';
import { CONCEPTS } from './vocabulary';

export interface LocalAnswer {
  text: string;
  titles: ChatTitle[];
  intent: Intent;
  /** The answer in parts, for the page's list (absent for "not understood"). */
  intro?: string;
  note?: string | null;
  /** A question about one title, answered from the catalogue: no AI is asked. */
  question?: boolean;
}

export interface LocalOptions {
  seed?: number;
  /** The last few turns of the conversation, oldest first, for follow-ups ("more", "older"). */
  turns?: Turn[];
  /**
   * Keys ("movie:123") of titles the person has seen: their watch history, watched marks and
   * ratings, as the client sent them. Left out unless the request asks for them again.
   */
  watched?: ReadonlySet<string>;
  /** Keys of the titles in the person's vault, for "is it in my vault". */
  vault?: ReadonlySet<string>;
  /**
   * The language to answer in when the message's own is unclear ("ok", a title alone): the
   * interface's. A message in a language we read is answered in that language.
   */
  unclearLanguage?: Language;
}

/**
 * A one-off answer names 2-3 titles (docs/product.md#who-answers); three when the catalogue has
 * them.
 */
const ONE_OFF = 3;

/**
 * The default chat answerer: reads the request, ranks the catalogue it is given, and answers
 * with titles that exist. No network, no key; the catalogue is a parameter so tests use fixtures.
 */
export function recommendLocally(
  catalogue: ChatCatalogue,
  text: string,
  options: LocalOptions = {},
): LocalAnswer {
  const random = seededRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const watched = options.watched ?? new Set<string>();
  const index = indexCatalogue(catalogue);
  const read = readAsEnglish(text, options.unclearLanguage);
  const question = readQuestion(index, read, options.turns ?? []);
  if (question) {
    const answer = answerQuestion(question, options.vault ?? NOTHING);
    const intent = parseIntent(text, index.lookups, read);
    return { ...answer, intent, intro: answer.text, note: null, question: true };
  }
  const { intent, shown } = readRequest(index, text, read, options.turns ?? []);
  const ranked = rankCandidates(index, intent, random, watched, shown);
  const wanted = intent.count ?? ONE_OFF;
  // A request only about a person the catalogue does not know: no titles, and a note.
  const { picks, seenLeftOut } = onlyAnUnknownPerson(intent)
    ? { picks: [], seenLeftOut: 0 }
    : pickDistinct(
        ranked,
        wanted,
        intent.director || intent.actor ? Infinity : intent.count === null ? 1 : 2,
        intent.limits.rewatch ? NOTHING : watched,
      );
  if (!intent.understood) {
    return { text: composeNotUnderstood(picks, intent), titles: picks.map(toTitle), intent };
  }
  const seed = intent.similarTo ? index.byKey.get(intent.similarTo.key) : undefined;
  const answer = composeAnswer(
    picks,
    intent,
    {
      seed,
      hasHistory: watched.size > 0,
      seenLeftOut,
      blocking:
        picks.length === 0 && seenLeftOut === 0
          ? blockingRestriction(index, intent, watched)
          : null,
    },
    random,
  );
  return {
    text: answer.text,
    titles: picks.map((c) => ({ ...toTitle(c), year: c.year, reason: answer.reasons.get(c.key) })),
    intent,
    intro: answer.intro,
    note: answer.note,
  };
}

function onlyAnUnknownPerson(intent: Intent) {
  return (
    intent.limits.unknownPerson !== null &&
    !hasLimits({ ...intent.limits, unknownPerson: null }) &&
    intent.concepts.length === 0 &&
    intent.excluded.length === 0 &&
    !intent.similarTo &&
    !intent.director &&
    !intent.actor &&
    !intent.era
  );
}

/**
 * The request, refined by the conversation when it is a follow-up: "older" after an answer is
 * that answer's request, older than its titles; "more" leaves out what was already shown.
 * Follow-ups chain ("older", then "shorter"), from the user's last request of their own.
 */
function readRequest(
  index: CatalogueIndex,
  text: string,
  read: ReturnType<typeof readAsEnglish>,
  turns: Turn[],
) {
  const current = parseIntent(text, index.lookups, read);
  const followUp = turns.length ? readFollowUp(current) : null;
  if (!followUp) return { intent: withListDefault(current), shown: NOTHING };
  const parse = (turnText: string) =>
    parseIntent(turnText.slice(0, LIMITS.chatText.max), index.lookups);
  const talk = conversationSince(turns, (turnText) =>
    isFollowUpText(readAsEnglish(turnText.slice(0, LIMITS.chatText.max)).text),
  );
  // Without the original request in the window, the follow-up refines what it can on its own.
  let intent = withListDefault(talk.base !== null ? parse(talk.base) : current);
  for (const step of talk.steps) {
    const stepIntent = parse(step.text);
    const stepFollowUp = readFollowUp(stepIntent);
    if (stepFollowUp)
      intent = refineIntent(intent, stepIntent, stepFollowUp, picksOf(step.answered, index));
  }
  intent = refineIntent(intent, current, followUp, picksOf(talk.lastAnswer, index));
  return { intent, shown: followUp.freshOnly ? talk.shown : NOTHING };
}

const NOTHING: ReadonlySet<string> = new Set();

const toTitle = (c: Candidate): ChatTitle => ({
  id: c.id,
  media_type: c.media_type,
  title: c.title,
  poster_path: c.poster_path,
});

/**
 * The product's list rule (docs/product.md#who-answers): a list request that names no genre is a
 * list of action titles ("give me 10 movies" → 10 action movies). A mood, a "like X", a director,
 * an excluded action or a stated limit keeps the request as it is.
 */
function withListDefault(intent: Intent): Intent {
  const open =
    intent.count !== null &&
    intent.concepts.length === 0 &&
    !intent.similarTo &&
    !intent.director &&
    !intent.actor &&
    !hasLimits(intent.limits) &&
    !intent.excluded.some((c) => c.key === ACTION.key);
  return open ? { ...intent, concepts: [ACTION] } : intent;
}
const ACTION = CONCEPTS.find((c) => c.key === 'action')!;

/**
 * Never the same title twice, at most one per franchise, few from one director, nothing the
 * person has seen: those are counted ("leaving out 2 you have seen"), when they would have been
 * picked.
 */
function pickDistinct(
  ordered: Iterable<Ranked>,
  count: number,
  perDirector: number,
  seen: ReadonlySet<string>,
) {
  const picks: Candidate[] = [];
  let seenLeftOut = 0;
  const titles = new Set<string>();
  const franchises = new Set<string>();
  const directors = new Map<string, number>();
  for (const { candidate: c } of ordered) {
    if (picks.length >= count) break;
    const franchise = franchiseOf(c.norm);
    if (titles.has(c.norm) || franchises.has(franchise)) continue;
    const byDirector = c.director ? (directors.get(c.director) ?? 0) : 0;
    if (c.director && byDirector >= perDirector) continue;
    if (seen.has(c.key)) {
      seenLeftOut++;
      continue;
    }
    picks.push(c);
    titles.add(c.norm);
    franchises.add(franchise);
    if (c.director) directors.set(c.director, byDirector + 1);
  }
  return { picks, seenLeftOut };
}

/** "toy story 2", "toy story 3" → "toy story"; "alien3", "aliens" → "alien". */
function franchiseOf(norm: string) {
  const base = norm
    .split(/ (?:part|chapter|episode|ep)\b| \d+$| [ivx]+$|:/)[0]!
    .replace(/\d+$/, '')
    .trim();
  const words = base.split(' ');
  const head = words.length > 2 ? words.slice(0, 2).join(' ') : base;
  return head.replace(/s$/, '');
}
