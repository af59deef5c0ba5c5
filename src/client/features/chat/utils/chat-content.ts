import { msg } from '@lingui/core/macro';

/** The chat's fixed texts and timings (docs/product.md#chat-screen). The name is not translated. */
export const CHAT_TITLE = 'NEXUS Movie AI';

/*
 * The spec's English texts, as the tests read them. The page shows CHAT_TEXTS and
 * PRESET_TEXTS, the same texts in the page's language.
 */
export const GREETING =
  "Hi, I'm NEXUS Movie AI! Tell me your mood, a genre, a decade or a film you loved, and I'll find something worth watching. 🎬";

export const APOLOGY =
  'Something went wrong with my movie magic! Try asking me about movies again - I love talking about films! 🎬';

export const TYPING_TEXT = 'Finding perfect movies...';

export const CHAT_TEXTS = {
  greeting: msg({
    message:
      "Hi, I'm NEXUS Movie AI! Tell me your mood, a genre, a decade or a film you loved, and I'll find something worth watching. 🎬",
    comment: "The chat's first message; NEXUS Movie AI is the assistant's name",
  }),
  apology: msg({
    message:
      'Something went wrong with my movie magic! Try asking me about movies again - I love talking about films! 🎬',
    comment: "The chat's message when an answer could not be had",
  }),
  typing: msg({
    message: 'Finding perfect movies...',
    comment: 'Shown while the chat prepares its answer',
  }),
  placeholder: msg({
    message: 'Ask me about movies... e.g. "something scary but good"',
    comment: "The chat box's placeholder; the example is a request the person could type",
  }),
};

export const GREETING_DELAY_MS = 500;
export const PRESET_DELAY_MS = 100;

/** The six Quick Requests: a short label, and the request it sends as a person would type it. */
export const PRESETS = [
  { label: 'What to watch tonight', prompt: 'What should I watch tonight?' },
  { label: 'Romantic & sweet', prompt: 'Something romantic and sweet, please' },
  { label: 'Scary but good', prompt: 'I want something scary but good' },
  { label: 'Comedy', prompt: 'Make me laugh with a great comedy' },
  { label: 'High action', prompt: 'Give me a movie with high action' },
  { label: 'Smart movie', prompt: 'A smart movie that makes me think' },
] as const;

/**
 * PRESETS in the page's language. A translated request goes out as the person would type it in
 * that language, and the chat answers in it.
 */
export const PRESET_TEXTS = [
  {
    label: msg({ message: 'What to watch tonight', comment: "A Quick Request's button" }),
    prompt: msg({
      message: 'What should I watch tonight?',
      comment: 'A Quick Request the chat sends, as the person would type it',
    }),
  },
  {
    label: msg({ message: 'Romantic & sweet', comment: "A Quick Request's button" }),
    prompt: msg({
      message: 'Something romantic and sweet, please',
      comment: 'A Quick Request the chat sends, as the person would type it',
    }),
  },
  {
    label: msg({ message: 'Scary but good', comment: "A Quick Request's button" }),
    prompt: msg({
      message: 'I want something scary but good',
      comment: 'A Quick Request the chat sends, as the person would type it',
    }),
  },
  {
    label: msg({ message: 'Comedy', comment: "A Quick Request's button" }),
    prompt: msg({
      message: 'Make me laugh with a great comedy',
      comment: 'A Quick Request the chat sends, as the person would type it',
    }),
  },
  {
    label: msg({ message: 'High action', comment: "A Quick Request's button" }),
    prompt: msg({
      message: 'Give me a movie with high action',
      comment: 'A Quick Request the chat sends, as the person would type it',
    }),
  },
  {
    label: msg({ message: 'Smart movie', comment: "A Quick Request's button" }),
    prompt: msg({
      message: 'A smart movie that makes me think',
      comment: 'A Quick Request the chat sends, as the person would type it',
    }),
  },
];
