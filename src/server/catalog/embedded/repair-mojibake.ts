/**
 * Some titles in the data set were saved as Latin-1 and read back as Mac Roman, so "Déjà Vu"
 * arrives as "DÈj‡ Vu" and "Amélie" as "AmÈlie". This maps such characters back to their
 * byte and reads the byte as Windows-1252 (a superset of Latin-1).
 */
const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø' +
  '¿¡¬√ƒ≈∆«»…\u00A0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uF8FFÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';

/**
 * Only titles with an unmistakable sign are touched: a capital accented letter inside a
 * word ("AstÈrix", "LÈon"), a character no title uses (‡ ‰ ˘ Ω ·), or a lone "Ö"
 * (an ellipsis in Windows-1252). Genuine titles such as "Alien³" or "Ri¢hie Ri¢h" stay as they are.
 */
const CAPS = 'ÈÍÛÙËÎÁÂÊÏÌÓÔÒÚ';
const TELLTALE = new RegExp(`[a-z][${CAPS}]|[A-Za-z][${CAPS}][a-z]|[‡‰˘Ω·]| Ö `);

const WINDOWS_1252_C1: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

export function repairMojibake(text: string): string {
  if (!TELLTALE.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const index = MAC_ROMAN_HIGH.indexOf(ch);
    if (index < 0) {
      out += ch;
      continue;
    }
    const byte = 0x80 + index;
    out += WINDOWS_1252_C1[byte] ?? String.fromCharCode(byte);
  }
  return out;
}
