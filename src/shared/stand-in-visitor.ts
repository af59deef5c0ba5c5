/**
 * The visitor a signed-in page is first rendered for (decision 0037,
 * src/server/http/shared-renders.ts): every field is a marker, so a page that shows any of them
 * is seen to show its visitor and is rendered for each visitor instead of being shared.
 */
const STAND_IN_MARKER = 'nexus-stand-in-visitor';

export const STAND_IN_SESSION = {
  user: {
    id: STAND_IN_MARKER,
    email: `${STAND_IN_MARKER}@stand-in.invalid`,
    name: STAND_IN_MARKER,
  },
} as const;

/** Whether a rendered page shows the stand-in (in any letter case). */
export function showsStandIn(html: string) {
  return html.toLowerCase().includes(STAND_IN_MARKER);
}
