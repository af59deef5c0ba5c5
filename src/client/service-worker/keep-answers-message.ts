/**
 * The page's message to the service worker with the catalogue answers it came with
 * (start-service-worker.ts). The worker checks each path and keeps only catalogue answers.
 */
export const KEEP_ANSWERS = 'KEEP_ANSWERS';

export interface KeepAnswersMessage {
  type: typeof KEEP_ANSWERS;
  answers: { path: string; body: unknown }[];
}

/** The answers of a message worth keeping: well-formed, and at most 50 of them. */
export function answersToKeep(data: unknown): { path: string; body: unknown }[] {
  const message = data as Partial<KeepAnswersMessage> | null;
  if (message?.type !== KEEP_ANSWERS || !Array.isArray(message.answers)) return [];
  return message.answers
    .filter(
      (answer): answer is { path: string; body: unknown } =>
        typeof answer?.path === 'string' && answer.path.startsWith('/') && answer.body != null,
    )
    .slice(0, 50);
}
