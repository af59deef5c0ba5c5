import { describe, expect, it } from 'vitest';
import { normalize } from '../text-match';
import { detectLanguage } from './detect-language';
import { translateRequest } from './translate-request';

const detect = (text: string) => detectLanguage(normalize(text), text);

describe('detectLanguage', () => {
  it.each([
    ['película de terror', 'es'],
    ['quiero algo divertido para esta noche', 'es'],
    ["un film d'horreur", 'fr'],
    ['donne-moi 5 comédies', 'fr'],
    ['ein lustiger Film aus den 90ern', 'de'],
    ['Science-Fiction aus den achtziger Jahren', 'de'],
    ['filmes de terror dos anos 80', 'pt'],
    ['un western classico', 'it'],
    ['un film horror', 'it'],
    ['a horror movie', 'en'],
    ['horror', 'en'],
    ['ik wil een griezelige film', 'other'],
    ['ホラー映画', 'other'],
  ])('%s → %s', (text, language) => {
    expect(detect(text)).toBe(language);
  });
});

describe('translateRequest', () => {
  it('turns request words and decades into English, leaving other words alone', () => {
    expect(translateRequest(normalize('películas de terror de los años 90'), 'es')).toBe(
      'movies horror 90s',
    );
    expect(translateRequest(normalize('algo como Toy Story'), 'es')).toBe(
      'something like toy story',
    );
    expect(translateRequest(normalize('Filme aus den 80ern'), 'de')).toBe('movies aus den 80s');
    expect(translateRequest(normalize("un film d'azione degli anni '80"), 'it')).toBe(
      'un movie action 80s',
    );
  });
});

describe('detectLanguage with the interface language (issue 33)', () => {
  const withFallback = (text: string) => detectLanguage(normalize(text), text, 'fr');
  it.each([['ok'], ['👍'], ['?!']])('%s is unclear: the interface language', (text) => {
    expect(withFallback(text)).toBe('fr');
  });
  it.each([
    ['película de terror', 'es'],
    ['a horror movie', 'en'],
    ['ホラー映画', 'other'],
  ])('%s keeps its own language', (text, language) => {
    expect(withFallback(text)).toBe(language);
  });
});
