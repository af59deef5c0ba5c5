/** The chat's fixed texts and timings (docs/product.md#chat-screen). */
export const CHAT_TITLE = 'NEXUS Movie AI';

export const GREETING =
  "Hi, I'm NEXUS Movie AI! Tell me your mood, a genre, a decade or a film you loved, and I'll find something worth watching. 🎬";

export const APOLOGY =
  'Something went wrong with my movie magic! Try asking me about movies again - I love talking about films! 🎬';

export const TYPING_TEXT = 'Finding perfect movies...';

export const INPUT_PLACEHOLDER = 'Ask me about movies... e.g. "something scary but good"';

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
