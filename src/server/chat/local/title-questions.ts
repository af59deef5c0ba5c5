import type { ChatTitle } from '@/shared/chat/chat-schemas';
import type { Candidate, CatalogueIndex } from './catalogue-index';
import type { Turn } from './follow-up';
import { picksOf } from './follow-up';
import type { readAsEnglish } from './intent';
import { makerPart } from './compose-answer';
import { answerWordsFor } from './language/answer-words-for';
import type { Language } from './language/detect-language';
import { questionWordsFor } from './language/question-words';

/** What a question about one title asks (docs/product.md#questions-about-a-title). */
export type QuestionKind =
  'director' | 'cast' | 'released' | 'runtime' | 'seasons' | 'kids' | 'about' | 'vault';

/**
 * Each kind's phrasings, in the English the parser reads (other languages are translated to
 * these first); the first group that holds words is where the title starts. `sure` kinds are
 * questions even when no title is found ("who directed Xyzzy" is answered "I don't know it");
 * the others fall back to a recommendation ("is there anything ok for kids").
 */
const QUESTIONS: { kind: QuestionKind; regex: RegExp; sure: boolean; exact?: boolean }[] = [
  {
    kind: 'director',
    regex:
      /\bwho (?:directed|made|directs|created|wrote|is behind|was behind)\s+(.+)|\bwho (?:is|was) the (?:director|creator|directors|creators) of\s+(.+)|^(?:the )?(?:director|directors|creator|creators) of\s+(.+)/,
    sure: true,
  },
  {
    kind: 'cast',
    regex:
      /\bwho (?:is|was|are|were|stars|starred|acts|acted|plays|played|is starring) in\s+(.+)|\bwho (?:is|are) the (?:actors|cast|stars) (?:in|of)\s+(.+)|^(?:the )?(?:cast|actors|stars) (?:of|in)\s+(.+)/,
    sure: true,
  },
  {
    kind: 'released',
    regex:
      /\b(?:when (?:did|was|is|were)|what year (?:did|was|is)|which year (?:did|was|is)|release date of|release year of)\s+(.+)/,
    sure: true,
  },
  {
    kind: 'runtime',
    regex:
      /\b(?:how long is|how long does|how long was|runtime of|running time of|length of|how many minutes is|how many hours is)\s+(.+)/,
    sure: true,
  },
  {
    kind: 'seasons',
    regex:
      /\bhow many (?:seasons|episodes)(?: (?:does|has|do|did|are there in|in|of|are in|is))?\s+(.+)|^(?:number of )?seasons of\s+(.+)/,
    sure: true,
  },
  {
    kind: 'vault',
    regex:
      /^(?:is |are |was )?(.+?)\s+in my (?:vault|list|watchlist|watch list)\b|\b(?:did i save|have i saved|did i add|have i added)\s+(.+)/,
    sure: true,
    exact: true,
  },
  {
    kind: 'kids',
    regex:
      /^(?:is |are |can )?(.+?)\s+(?:ok|okay|suitable|appropriate|fine|safe|alright|good) for (?:kids|children|a child|a kid|my kids|young kids|little ones)\b|\bcan (?:my )?(?:kids|children|a child|a kid) (?:watch|see)\s+(.+)|\b(?:age rating|certification) of\s+(.+)|^is (.+?) for kids\b/,
    sure: false,
    exact: true,
  },
  {
    kind: 'about',
    regex:
      /\b(?:what is|what's|whats|what was)\s+(.+?)\s+(?:about|like)\s*[?.!]*$|\b(?:tell me about|what kind of (?:film|movie|show|series) is|describe)\s+(.+)/,
    sure: false,
    exact: true,
  },
];

const MAX_QUESTION_LENGTH = 160;

/** "who directed it", "is that one in my vault": the first title of the last answer. */
const IT = /^(?:it|that|this|that one|this one|that film|that movie|that show|that series)\b/;

export interface TitleQuestion {
  kind: QuestionKind;
  language: Language;
  /** The title asked about, or null when none of that name is known. */
  title: Candidate | null;
  /** The words that named it, for "I don't know a title called …". */
  asked: string;
}

/** A question about one title, or null when the message is a request for recommendations. */
export function readQuestion(
  index: CatalogueIndex,
  read: ReturnType<typeof readAsEnglish>,
  turns: Turn[],
): TitleQuestion | null {
  const { text, language } = read;
  // A question about a title is a short sentence; long messages are requests (and the patterns
  // are not run over 500 characters of "what is what is …").
  if (language === 'other' || text.length > MAX_QUESTION_LENGTH) return null;
  for (const { kind, regex, sure, exact } of QUESTIONS) {
    const match = text.match(regex);
    if (!match) continue;
    const asked = (match.slice(1).find((group) => group !== undefined) ?? '').trim();
    const words = asked.split(' ').filter((word) => !/^[?.!,;:]+$/.test(word));
    if (IT.test(asked)) {
      const last = [...turns].reverse().find((t) => t.role === 'assistant' && t.titles.length);
      const title = picksOf(last, index)[0];
      if (title) return { kind, language, title, asked };
    }
    const found = index.lookups.findTitle(words);
    // Where the question's own words end the title ("is X in my vault"), all of them name it.
    if (found && (!exact || found.wordsUsed === words.length))
      return { kind, language, title: index.byKey.get(found.ref.key)!, asked };
    if (sure) return { kind, language, title: null, asked: words.join(' ') };
  }
  return null;
}

export interface QuestionAnswer {
  text: string;
  titles: ChatTitle[];
}

/** Answers from the catalogue's facts only, with the title's link (its card). */
export function answerQuestion(
  question: TitleQuestion,
  vault: ReadonlySet<string>,
): QuestionAnswer {
  const { words, date } = questionWordsFor(question.language);
  const c = question.title;
  if (!c) return { text: words.unknownTitle(question.asked), titles: [] };
  const name = `${c.title}${c.year ? ` (${c.year})` : ''}`;
  const list = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(', ')}${words.and}${names.at(-1)}` : names[0]!;
  const text = ((): string => {
    switch (question.kind) {
      case 'director':
        if (c.directors.length === 0) return words.noDirector(name);
        return c.media_type === 'tv'
          ? words.created(name, list(c.directors))
          : words.directed(name, list(c.directors));
      case 'cast':
        return c.cast.length ? words.cast(name, list(c.cast.slice(0, 4))) : words.noCast(name);
      case 'released': {
        if (!/^\d{4}-\d\d-\d\d$/.test(c.date)) return words.noDate(name);
        const day = date.format(new Date(`${c.date}T00:00:00Z`));
        return c.media_type === 'tv' ? words.firstAired(name, day) : words.released(name, day);
      }
      case 'runtime':
        if (c.media_type === 'tv' && c.seasons !== null)
          return words.seasons(name, c.seasons, c.episodes ?? 0, c.ended);
        if (c.runtime === null) return words.noRuntime(name);
        return words.runtime(name, c.runtime, hoursAndMinutes(c.runtime));
      case 'seasons':
        if (c.media_type !== 'tv' || c.seasons === null) return words.notSeries(name);
        return words.seasons(name, c.seasons, c.episodes ?? 0, c.ended);
      case 'kids':
        return c.ageLevel === null || !c.certification
          ? words.noAge(name)
          : words.age[c.ageLevel]!(name, c.certification);
      case 'about':
        return words.about(name, summary(c, question.language));
      case 'vault':
        return vault.has(c.key) ? words.inVault(name) : words.notInVault(name);
    }
  })();
  return {
    text,
    titles: [
      {
        id: c.id,
        media_type: c.media_type,
        title: c.title,
        poster_path: c.poster_path,
        year: c.year,
      },
    ],
  };
}

/** "Drama, mystery and science fiction from Christopher Nolan, with Hugh Jackman, rated 8.4/10". */
function summary(c: Candidate, language: Language) {
  const words = answerWordsFor(language);
  const { and } = questionWordsFor(language).words;
  const genres = c.genres.slice(0, 3).map((g) => words.genres[g.id] ?? g.name.toLowerCase());
  const kind = genres.length
    ? genres.length > 1
      ? `${genres.slice(0, -1).join(', ')}${and}${genres.at(-1)}`
      : genres[0]!
    : c.media_type === 'tv'
      ? words.reason.series
      : words.reason.film;
  const maker = makerPart(c, words);
  const cast = c.cast.length ? `, ${words.limits.actor(c.cast.slice(0, 2).join(and))}` : '';
  const rated = c.votes > 0 ? words.reason.rated(c.rating.toFixed(1)) : '';
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${maker}${cast}${rated}`;
}

const hoursAndMinutes = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
