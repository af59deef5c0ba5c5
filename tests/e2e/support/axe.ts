import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it stands, with every rule AxeBuilder runs by default. On a page of one
 * document (no frames) it runs `axe.run` in the page itself, which is what its default mode
 * computes in two steps for pages with frames: `runPartial` in every frame, then `finishRun` in
 * a blank page it opens and injects axe into again. On one document both give the same results
 * (same violations, passes and incomplete checks on /browse and /account), and the blank page
 * cost 1.5 s of a busy core per call. A page with a frame keeps the default mode, which also
 * tests frames of other origins (the player's stream).
 */
export async function runAxe(page: Page, scope?: (builder: AxeBuilder) => AxeBuilder) {
  const builder = new AxeBuilder({ page });
  const scoped = scope ? scope(builder) : builder;
  return scoped.setLegacyMode(page.frames().length === 1).analyze();
}
