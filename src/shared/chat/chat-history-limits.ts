/**
 * Bounds of what the chat client sends besides the question; the server validates them and the
 * client keeps to them. Apart from the shared LIMITS so the first page load does not carry them.
 */
export const CHAT_HISTORY_LIMITS = {
  /**
   * Titles the person has seen (watch history, watched marks, ratings), which the chat leaves out
   * unless asked for again; the newest first.
   */
  watched: 300,
  /** Titles in the person's vault, for "is it in my vault"; the newest first. */
  vault: 300,
  /** Earlier turns sent with a message, so a follow-up ("more", "older") has context. */
  turns: 10,
  /** An earlier answer is longer than a question; longer ones are cut by the client. */
  turnText: 2000,
  turnTitles: 10,
} as const;
