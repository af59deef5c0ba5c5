import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

/**
 * The interface's catalogues against the code (docs/decisions/0031-interface-languages.md):
 * extracts the messages again and fails when that changed a catalogue (the code has a message
 * the catalogues lack, or the catalogues keep one the code no longer uses), or when any
 * language lacks a translation. A missing translation is found here, not by a user reading
 * English in the middle of French. Locally the catalogues are left up to date: commit them.
 */
const CATALOGS = 'src/client/i18n/catalogs';
const read = () =>
  Object.fromEntries(
    readdirSync(CATALOGS)
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file, readFileSync(path.join(CATALOGS, file), 'utf8')]),
  );

const before = read();
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
const after = read();

const ids = (text: string | undefined) =>
  new Set(text ? PO.parse(text).items.map((item) => item.msgid) : []);
const failures: string[] = [];
for (const [file, text] of Object.entries(after)) {
  if (before[file] !== text) {
    const was = ids(before[file]);
    const now = ids(text);
    const added = [...now].filter((id) => !was.has(id));
    const removed = [...was].filter((id) => !now.has(id));
    failures.push(
      `${file} was not up to date with the code (run npm run messages and commit it)` +
        added.map((id) => `\n    new in the code: ${JSON.stringify(id)}`).join('') +
        removed.map((id) => `\n    no longer used: ${JSON.stringify(id)}`).join(''),
    );
  }
  if (file === 'en.po') continue;
  const untranslated = PO.parse(text).items.filter((item) => !item.msgstr.join(''));
  if (untranslated.length > 0)
    failures.push(
      `${file} lacks ${untranslated.length} translation(s):` +
        untranslated
          .slice(0, 20)
          .map((item) => `\n    ${JSON.stringify(item.msgid)}`)
          .join(''),
    );
}

const count = ids(after['en.po']).size;
if (failures.length > 0) {
  console.error(`✖ Interface messages (${count}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info(`✔ ${count} interface messages, translated in every language`);
