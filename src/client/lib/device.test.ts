import { describe, expect, it } from 'vitest';
import { LOW_END_FLAG_SCRIPT } from '@/shared/low-end-flag';
import { isLowEndDevice } from './device';

/** Runs the page's inline script against a navigator; true when it marked the page. */
function inlineScriptMarks(nav: Partial<Navigator> & { deviceMemory?: number }): boolean {
  const root = document.createElement('html');
  new Function('navigator', 'document', LOW_END_FLAG_SCRIPT)(nav, { documentElement: root });
  return root.hasAttribute('data-low-end');
}

describe('a low-end device', () => {
  it.each([
    [{ hardwareConcurrency: 2 }, true],
    [{ hardwareConcurrency: 1, deviceMemory: 8 }, true],
    [{ hardwareConcurrency: 8, deviceMemory: 2 }, true],
    [{ hardwareConcurrency: 8, deviceMemory: 0.5 }, true],
    [{ hardwareConcurrency: 4, deviceMemory: 4 }, false],
    [{ hardwareConcurrency: 8 }, false],
    [{ hardwareConcurrency: 0 }, false],
    [{}, false],
  ])('%o: %s, as the app and the inline script both say', (nav, low) => {
    expect(isLowEndDevice(nav as Navigator)).toBe(low);
    expect(inlineScriptMarks(nav)).toBe(low);
  });
});
