/**
 * Bounds of what the chat client sends besides the question; the server validates them and the
 * client keeps to them. Apart from the shared LIMITS so the first page load does not carry them.
 */
export const CHAT_HISTORY_LIMITS = {
  /** Watched titles the chat may leave out ("nothing I've already watched"); the newest first. */
  watched: 300,
  /** Earlier turns sent with a message, so a follow-up ("more", "older") has context. */
  turns: 10,
  /** An earlier answer is longer than a question; longer ones are cut by the client. */
  turnText: 2000,
  turnTitles: 10,
} as const;
