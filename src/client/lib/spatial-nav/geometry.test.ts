import { describe, expect, it } from 'vitest';
import { distanceInDirection, isInDirection, nearestInDirection, type Box } from './geometry';

const box = (left: number, top: number, width = 100, height = 150): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// Two rows of cards 100 wide with 20 px gaps, the second row 50 px under the first.
const row1 = [0, 120, 240, 360].map((x) => box(x, 0));
const row2 = [0, 120, 240, 360].map((x) => box(x + 30, 200));

describe('nearest in a direction', () => {
  it('Right and Left move along the row to the neighbour', () => {
    expect(nearestInDirection(row1[1]!, [...row1, ...row2], 'right')).toBe(2);
    expect(nearestInDirection(row1[1]!, [...row1, ...row2], 'left')).toBe(0);
  });

  it('Down lands on the nearest card of the next row, not on a later row', () => {
    const row3 = [0, 120].map((x) => box(x, 400));
    const all = [...row2, ...row3];
    // Card 2 of row 1 (240..340) overlaps row 2's 150..250 and 270..370: the closer centre wins.
    expect(nearestInDirection(row1[2]!, all, 'down')).toBe(2);
    expect(nearestInDirection(row1[0]!, all, 'down')).toBe(0);
  });

  it('Up prefers the item above over a nearer one far to the side', () => {
    const header = [box(0, -100, 40, 40), box(600, -30, 40, 20)];
    expect(nearestInDirection(row1[0]!, header, 'up')).toBe(0);
  });

  it('a grid keeps the column going down', () => {
    const grid = Array.from({ length: 12 }, (_, i) => box((i % 6) * 120, Math.floor(i / 6) * 200));
    expect(nearestInDirection(grid[3]!, grid, 'down')).toBe(9);
    expect(nearestInDirection(grid[9]!, grid, 'up')).toBe(3);
  });

  it('nothing in that direction gives -1', () => {
    expect(nearestInDirection(row1[3]!, row1, 'right')).toBe(-1);
    expect(nearestInDirection(row1[0]!, [], 'down')).toBe(-1);
  });

  it('a box over part of another counts by its centre (a play button over a still)', () => {
    const episode = box(0, 0, 600, 120);
    const play = box(12, 12, 160, 90);
    expect(isInDirection(episode, play, 'left')).toBe(true);
    expect(isInDirection(play, episode, 'right')).toBe(true);
    expect(isInDirection(episode, play, 'up')).toBe(false);
    expect(isInDirection(play, episode, 'down')).toBe(false);
  });

  it('counts the sideways gap double', () => {
    expect(distanceInDirection(box(0, 0), box(0, 200), 'down')).toEqual([50, 0]);
    expect(distanceInDirection(box(0, 0), box(150, 200), 'down')).toEqual([50 + 2 * 50, 150]);
  });
});
