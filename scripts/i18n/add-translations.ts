import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

/**
 * Writes translations into the catalogues: `npm run messages:add -- file.json ...`, each file
 * `{ "<English message as in en.po>": { "es": "…", "fr": "…", "de": "…", "pt-BR": "…",
 * "it": "…" } }`. Run `npm run messages` first, so the catalogues hold the code's messages. A
 * message the catalogues do not hold is reported (a typo, or code not extracted yet), and a
 * translation whose placeholders differ from the English one is refused: `{name}` and `<0>`
 * must come through whole. A message the code gives a context (`msg({ context, message })`,
 * for one English text with two meanings) is keyed `[context] message`.
 */
const CATALOGS = 'src/client/i18n/catalogs';
const LANGUAGES = ['es', 'fr', 'de', 'pt-BR', 'it'] as const;

type Translations = Record<string, Partial<Record<(typeof LANGUAGES)[number], string>>>;

const placeholders = (text: string) =>
  // `{name}` and `{count, plural, …}` are placeholders; a plural branch (`one {Import # title}`)
  // is text.
  [...text.matchAll(/\{(\w+)\s*[,}]|<\/?(\d+)\/?>/g)].map((match) => match[1] ?? match[0]).sort();

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run messages:add -- translations.json [...]');
  process.exit(2);
}
const wanted: Translations = {};
for (const file of files)
  Object.assign(wanted, JSON.parse(readFileSync(file, 'utf8')) as Translations);

// A message with an explicit id (`{ id: 'catalog.kind.drama', message: 'drama' }`) is keyed by
// its id; its placeholders are those of its English, which en.po holds as the translation.
const english = new Map(
  PO.parse(readFileSync(path.join(CATALOGS, 'en.po'), 'utf8')).items.map((item) => [
    item.msgid,
    item.extractedComments.includes('js-lingui-explicit-id') ? (item.msgstr[0] ?? '') : item.msgid,
  ]),
);

let problems = 0;
for (const language of LANGUAGES) {
  const file = path.join(CATALOGS, `${language}.po`);
  const po = PO.parse(readFileSync(file, 'utf8'));
  const keyOf = (item: { msgid: string; msgctxt?: string | null }) =>
    item.msgctxt ? `[${item.msgctxt}] ${item.msgid}` : item.msgid;
  const byId = new Map(po.items.map((item) => [keyOf(item), item]));
  for (const [msgid, translations] of Object.entries(wanted)) {
    const text = translations[language];
    const item = byId.get(msgid);
    if (!item) {
      if (language === 'es') {
        console.warn(`Not in the catalogues (run npm run messages?): ${JSON.stringify(msgid)}`);
        problems++;
      }
      continue;
    }
    if (text === undefined) continue;
    const source = english.get(item.msgid) ?? item.msgid;
    if (placeholders(text).join() !== placeholders(source).join()) {
      console.warn(`${language}: placeholders differ from the English: ${JSON.stringify(text)}`);
      problems++;
      continue;
    }
    item.msgstr = [text];
  }
  writeFileSync(file, po.toString() + '\n');
}
console.info(problems === 0 ? 'Translations written.' : `Written, with ${problems} problem(s).`);
process.exit(problems === 0 ? 0 : 1);
