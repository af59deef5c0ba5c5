/** Limits the server validates and the client respects; one place so both sides agree. */
export const LIMITS = {
  page: { min: 1, max: 500 },
  query: { maxLength: 200 },
  chatText: { min: 1, max: 500 },
  /** Watched titles the chat may leave out ("nothing I've already watched"); the newest first. */
  chatWatched: 300,
  /** Earlier turns sent with a chat message, so a follow-up ("more", "older") has context. */
  chatTurns: 10,
  /** An earlier answer is longer than a question; long ones are cut by the client first. */
  chatTurnText: 2000,
  chatTurnTitles: 10,
  pageSize: 20,
} as const;
