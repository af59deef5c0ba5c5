/** Limits the server validates and the client respects; one place so both sides agree. */
export const LIMITS = {
  page: { min: 1, max: 500 },
  query: { maxLength: 200 },
  chatText: { min: 1, max: 500 },
  pageSize: 20,
} as const;
