/**
 * The arithmetic of spatial navigation (decision 0027): which of some boxes is the nearest in a
 * direction. Pure, so it is tested with plain rectangles.
 */

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A pixel of slack, so boxes that touch or overlap by a rounding error still count. */
const SLACK = 1;

const horizontal = (direction: Direction) => direction === 'left' || direction === 'right';

/** How far a centre must lie past the other for boxes that overlap (a button over a still). */
const CENTRE_STEP = 8;

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether `to` lies in `direction` of `from`: its near edge past `from`'s far edge, or, for boxes
 * that overlap (a play button over an episode's still), its centre clearly past `from`'s.
 */
export function isInDirection(from: Box, to: Box, direction: Direction): boolean {
  if (overlap(from, to)) {
    const dx = (to.left + to.right - from.left - from.right) / 2;
    const dy = (to.top + to.bottom - from.top - from.bottom) / 2;
    if (direction === 'up') return dy < -CENTRE_STEP;
    if (direction === 'down') return dy > CENTRE_STEP;
    if (direction === 'left') return dx < -CENTRE_STEP;
    return dx > CENTRE_STEP;
  }
  switch (direction) {
    case 'up':
      return to.bottom <= from.top + SLACK;
    case 'down':
      return to.top >= from.bottom - SLACK;
    case 'left':
      return to.right <= from.left + SLACK;
    case 'right':
      return to.left >= from.right - SLACK;
  }
}

/** Gap between two spans on a line, 0 when they overlap. */
const gap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, b0 - a1, a0 - b1);

/**
 * How far `to` is from `from` going in `direction`: the gap along the direction, plus twice the
 * sideways gap (0 when the boxes share a column for up/down, a line for left/right), so the next
 * row's card under the current one beats a nearer one off to the side. Ties go to the box whose
 * centre is closer sideways; that is the second number.
 */
export function distanceInDirection(from: Box, to: Box, direction: Direction): [number, number] {
  if (horizontal(direction)) {
    const along = direction === 'right' ? to.left - from.right : from.left - to.right;
    const side = gap(from.top, from.bottom, to.top, to.bottom);
    const centres = Math.abs((from.top + from.bottom) / 2 - (to.top + to.bottom) / 2);
    return [Math.max(0, along) + 2 * side, centres];
  }
  const along = direction === 'down' ? to.top - from.bottom : from.top - to.bottom;
  const side = gap(from.left, from.right, to.left, to.right);
  const centres = Math.abs((from.left + from.right) / 2 - (to.left + to.right) / 2);
  return [Math.max(0, along) + 2 * side, centres];
}

/** The index of the nearest box in `direction` of `from`, or -1 when there is none. */
export function nearestInDirection(from: Box, boxes: readonly Box[], direction: Direction): number {
  let best = -1;
  let bestScore: [number, number] = [Infinity, Infinity];
  boxes.forEach((box, index) => {
    if (!isInDirection(from, box, direction)) return;
    const score = distanceInDirection(from, box, direction);
    if (score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

export function directionOfKey(key: string): Direction | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

export const opposite: Record<Direction, Direction> = {
  up: 'down',
  down: 'up',
  left: 'right',
  right: 'left',
};
