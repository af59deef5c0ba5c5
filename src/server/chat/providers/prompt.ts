/**
 * The one prompt every AI provider gets. It holds the user's question and, optionally, titles
 * from our own embedded catalogue. TMDB's terms forbid TMDB content in AI prompts, so nothing
 * from TMDB may ever be passed in here.
 */
export function buildPrompt(question: string, embeddedTitles: string[] = []): string {
  const lines = [
    'You are NEXUS Movie AI, a friendly film expert inside a streaming app.',
    'Recommend 2-3 movies for the request below, with one short reason each.',
    'Write each title exactly as it is known, followed by its release year in brackets.',
    'Keep the whole answer under 150 words. Plain text, no markdown.',
  ];
  if (embeddedTitles.length > 0) {
    lines.push(
      `Titles in our catalogue that may fit (prefer these): ${embeddedTitles.join('; ')}.`,
    );
  }
  lines.push('', `Request: ${question}`);
  return lines.join('\n');
}
