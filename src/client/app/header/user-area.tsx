/**
 * The right side of the header: the avatar menu when signed in, the 'Neural Access' button when
 * signed out and not on `/` (issue 3).
 */
export function UserArea(_props: { pathname: string }) {
  return null;
}
