import { describe, expect, it } from 'vitest';
import { foldTitle, titleKey } from './normalise-title';

describe('titleKey', () => {
  it.each([
    ['Amélie', 'amelie'],
    ['AMÉLIE!', 'amelie'],
    ['The Matrix', 'matrix'],
    ['Matrix, The', 'matrix'],
    ['Le Fabuleux Destin d’Amélie Poulain', 'fabuleux destin d amelie poulain'],
    ["L'Avventura", 'avventura'],
    ['Das Boot', 'boot'],
    ['El Laberinto del Fauno', 'laberinto del fauno'],
    ['Die Hard: With a Vengeance', 'hard with a vengeance'],
    ['Star Wars: Episode IV – A New Hope', 'star wars episode iv a new hope'],
    ['Fast & Furious', 'fast and furious'],
    ['  Se7en  ', 'se7en'],
    ['A', 'a'],
    ['千と千尋の神隠し', '千と千尋の神隠し'],
  ])('%s → %s', (title, key) => {
    expect(titleKey(title)).toBe(key);
  });

  it('keeps a trailing word that is an article only without the comma', () => {
    expect(titleKey('Mamma Mia the')).toBe('mamma mia the');
  });

  it('folds without dropping articles', () => {
    expect(foldTitle('The Matrix')).toBe('the matrix');
  });
});
