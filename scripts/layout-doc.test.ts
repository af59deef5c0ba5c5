import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/layout.md's tree against the files (issue 29): a path it names that is gone, or a
 * top-level folder of the client, the server or shared that it leaves out, fails `npm test`.
 */
const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/layout.md'), 'utf8');

/** Names start within the first columns; deeper lines continue the description above. */
const NAME_COLUMNS = 12;

/** Every path the tree names, from the repository's root (a folder ends in '/'). */
function treePaths(markdown: string): string[] {
  const block = /## The tree\n+```\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/layout.md has no "## The tree" block');
  const parents: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (!line.trim() || indent >= NAME_COLUMNS) continue;
    // The name column ends at two spaces; 'cache/, limits/' names two folders.
    const names = line.trim().split(/ {2,}/)[0]!.split(/,\s*/);
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const base = parents.at(-1)?.path ?? '';
    for (const name of names) {
      // 'features/<name>/' stands for every folder in features/.
      const full = base + name.replace(/<[^>]+>\/$/, '');
      paths.push(full);
      if (names.length === 1 && full.endsWith('/')) parents.push({ indent, path: full });
    }
  }
  return paths;
}

const named = treePaths(doc);

describe('docs/layout.md', () => {
  it('names only paths that exist', () => {
    const gone = named.filter((p) => !existsSync(path.join(root, p)));
    expect(gone, `named in docs/layout.md's tree but gone: ${gone.join(', ')}`).toEqual([]);
  });

  it.each(['src/client', 'src/server', 'src/shared'])(
    'names every top-level folder of %s',
    (dir) => {
      const folders = readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}/`);
      const missing = folders.filter((folder) => !named.some((p) => p.startsWith(folder)));
      expect(missing, `missing from docs/layout.md's tree: ${missing.join(', ')}`).toEqual([]);
    },
  );

  it('reads nested names, folder pairs and placeholders', () => {
    const sample = [
      '## The tree',
      '',
      '```',
      'src/                  the code',
      '  client/             the app',
      '    features/<name>/  one per feature',
      '                      more words/ that are description',
      '    styles/theme.css  tokens',
      '  server/             Fastify',
      '    cache/, limits/   two',
      'docs/                 docs',
      '```',
    ].join('\n');
    expect(treePaths(sample)).toEqual([
      'src/',
      'src/client/',
      'src/client/features/',
      'src/client/styles/theme.css',
      'src/server/',
      'src/server/cache/',
      'src/server/limits/',
      'docs/',
    ]);
  });
});
