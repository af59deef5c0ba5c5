import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { CHEAP_PASSWORDS } from '@/server/auth/testing/cheap-passwords';
import { standInBuild } from '@/server/testing/stand-in-build';

/**
 * The language a page is written in (docs/product.md#languages): the visitor's cookie, else
 * their browser's Accept-Language. A stand-in for the built renderer (dist/ssr) echoes the
 * language it was asked for and names its catalogue, as the real one does.
 */
const STAND_IN = `
let renders = 0;
export async function createPageRenderer() {
  return async ({ url, language }) => {
    renders += 1;
    return {
      html: '<p>' + url + ' in ' + language + ' render ' + renders + '</p>',
      queries: { queries: [] },
      seeded: {},
      status: url === '/nowhere' ? 404 : 200,
      catalogUrl: '/assets/' + language + '-hash.json',
      failures: [],
    };
  };
}`;

describe('the language of a rendered page', () => {
  const { root, clientDir } = standInBuild('nexus-lang-', STAND_IN);
  let app: Awaited<ReturnType<typeof buildApp>>;
  const host = { host: 'nexus.test' };
  const page = (headers: Record<string, string>, url = '/') =>
    app.inject({ url, headers: { ...host, ...headers } });
  const lang = (body: string) => /<html lang="([^"]+)">/.exec(body)?.[1];

  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(path.join(root, 'd-')),
        ...CHEAP_PASSWORDS,
      }),
      clientDir,
    });
  });
  afterAll(() => app.close());

  it("follows the browser's Accept-Language on a first visit, and says so in <html lang>", async () => {
    const french = await page({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(lang(french.body)).toBe('fr');
    expect(french.body).toContain('<p>/ in fr render');
    // The page-start script fetches the page's messages beside the app, before it hydrates.
    expect(french.body).toContain(
      'src="/assets/page-start-s.js" data-modules="/assets/index-a.js" data-messages="/assets/fr-hash.json"',
    );
    expect(french.body).not.toContain(
      '<script type="module" crossorigin src="/assets/index-a.js">',
    );
    expect(french.headers.vary).toContain('accept-language');
    const unknown = await page({ 'accept-language': 'ja-JP, zh;q=0.8' });
    expect(lang(unknown.body)).toBe('en');
  });

  it("keeps the visitor's choice (cookie) over the browser's, and ignores a foreign value", async () => {
    const chosen = await page({ 'accept-language': 'de', cookie: 'nexus_lang=pt-BR' });
    expect(lang(chosen.body)).toBe('pt-BR');
    expect(chosen.body).toContain('in pt-BR');
    const foreign = await page({ 'accept-language': 'de', cookie: 'nexus_lang=%3Cscript%3E' });
    expect(lang(foreign.body)).toBe('de');
  });

  it('keeps one signed-out page per language: never one language served to another', async () => {
    const first = await page({ 'accept-language': 'it' }, '/nowhere');
    const again = await page({ 'accept-language': 'it' }, '/nowhere');
    const other = await page({ 'accept-language': 'es' }, '/nowhere');
    expect(first.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    expect(lang(other.body)).toBe('es');
    expect(other.body).toContain('/nowhere in es');
    expect(other.body).not.toBe(first.body);
  });
});
