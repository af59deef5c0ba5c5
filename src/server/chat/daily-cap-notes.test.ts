import { describe, expect, it } from 'vitest';
import { DAILY_CAP_NOTE, TOTAL_DAILY_CAP_NOTE, dailyCapNote } from './daily-cap-notes';

describe("the daily cap's note", () => {
  it("is written in the message's language, whatever the interface's", () => {
    expect(dailyCapNote(0, 'una película de acción', 'de')).toMatch(/^Has llegado al límite/);
    expect(dailyCapNote(2, 'un film d’horreur pour ce soir', 'it')).toMatch(
      /^Les réponses IA du jour sont épuisées/,
    );
    expect(dailyCapNote(0, 'an action film', 'fr')).toBe(DAILY_CAP_NOTE);
  });

  it("follows the interface's language when the message's cannot be told, English without one", () => {
    expect(dailyCapNote(1, 'ok', 'pt-BR')).toMatch(/^Sua rede atingiu/);
    expect(dailyCapNote(0, '👍', 'de')).toMatch(/^Du hast das heutige Limit/);
    expect(dailyCapNote(2, 'ok')).toBe(TOTAL_DAILY_CAP_NOTE);
  });
});
