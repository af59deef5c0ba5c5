import { describe, expect, it } from 'vitest';
import { canonicalNames } from './canonical-names';

describe('canonical names (issue 30)', () => {
  it('gives a data-set spelling the curated one, and leaves names nobody curated alone', () => {
    const canonical = canonicalNames(['Pedro Almodóvar', 'Guillermo del Toro', 'Danny DeVito']);
    expect(canonical('Pedro Almodovar')).toBe('Pedro Almodóvar');
    expect(canonical('Guillermo Del Toro')).toBe('Guillermo del Toro');
    expect(canonical('Danny De Vito')).toBe('Danny DeVito');
    expect(canonical('Sidney Lumet')).toBe('Sidney Lumet');
  });

  it('settles curated disagreements by use, then accents, whatever the order', () => {
    const a = canonicalNames(['Andy Garcia', 'Andy García', 'Andy García']);
    const b = canonicalNames(['Andy García', 'Andy Garcia', 'Andy García']);
    expect(a('andy garcia')).toBe('Andy García');
    expect(b('andy garcia')).toBe('Andy García');
    expect(canonicalNames(['Koji Yakusho', 'Kōji Yakusho'])('Koji Yakusho')).toBe('Kōji Yakusho');
    expect(canonicalNames(['Kōji Yakusho', 'Koji Yakusho'])('Koji Yakusho')).toBe('Kōji Yakusho');
  });
});
