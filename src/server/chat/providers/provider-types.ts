import type { FastifyBaseLogger } from 'fastify';

/** What every AI provider needs: where to send, how long to wait, where to log. */
export interface ProviderContext {
  fetch: typeof fetch;
  /**
   * Per upstream call; the product's client waits 10 s for its API calls
   * (docs/product.md#requests-from-the-browser).
   */
  timeoutMs: number;
  /** When the whole answer must be ready (epoch ms): the browser gives up after 10 s. */
  deadline: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** An AI answer: the text and which model wrote it. */
export interface ProviderAnswer {
  text: string;
  model: string;
}

/** Time left for the next upstream call, or 0 when the answer must be given without it. */
export function callBudget(ctx: ProviderContext): number {
  return Math.max(0, Math.min(ctx.timeoutMs, ctx.deadline - Date.now()));
}

/** Upper bound on AI text passed to the browser, whatever the model sends. */
const MAX_AI_TEXT = 2000;

/** Takes out markdown emphasis: the browser shows the text as plain text. */
export function cleanAiText(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/^\s*[*•]\s+/gm, '- ')
    .trim()
    .slice(0, MAX_AI_TEXT);
}
