import { describe, expect, it } from 'vitest';
import { scrollStep } from './scroll-step';

describe('scrollStep', () => {
  it.each([
    [320, 150],
    [479, 150],
    [480, 200],
    [639, 200],
    [640, 250],
    [1023, 250],
    [1024, 300],
    [1920, 300],
  ])('at %i px wide scrolls %i px', (width, step) => {
    expect(scrollStep(width)).toBe(step);
  });
});
