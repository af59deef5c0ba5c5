import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { projectRoot } from '@/server/project-root';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/i18n/languages';

/**
 * The server's own words in the visitor's language (issue 33): the messages the server composes
 * (the embedded catalogue's overviews, its season and episode names) live in the same catalogues
 * as the interface's. The server has no Babel, so they are written as descriptors with explicit
 * ids marked `/*i18n*\/` (which `npm run messages` extracts), and read through one Lingui
 * instance per language. Each instance loads the compiled catalogue the build writes beside the
 * PO file (src/client/i18n/catalogs/{language}.json); without it (a checkout that never
 * compiled), or for a message it lacks, the English in the code is used: never a failure.
 */
const CATALOGS = path.join(projectRoot, 'src/client/i18n/catalogs');

const instances = new Map<Language, I18n>();

/** Reads a compiled catalogue, `{ messages }`; null when there is none or it cannot be read. */
export function readCompiledCatalog(file: string): Messages | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { messages?: unknown };
    return parsed.messages && typeof parsed.messages === 'object'
      ? (parsed.messages as Messages)
      : null;
  } catch {
    return null;
  }
}

/** A Lingui instance for `language` with `messages` (none: the code's English). */
export function createServerI18n(language: Language, messages: Messages | null): I18n {
  const i18n = setupI18n();
  // The code's English is compiled on the fly (the client's production bundle leaves the
  // compiler out for size; here size does not matter).
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: language, messages: messages ?? {} });
  return i18n;
}

/** The server's Lingui instance for `language`, its catalogue read on first use. */
function serverI18n(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const known = LANGUAGES.some((l) => l.tag === language) ? language : DEFAULT_LANGUAGE;
    const messages =
      known === DEFAULT_LANGUAGE ? null : readCompiledCatalog(path.join(CATALOGS, `${known}.json`));
    i18n = createServerI18n(known, messages);
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * One message in `language`: the catalogue's translation, else the code's English. The English
 * is compiled once and kept in the instance (the catalogue is composed thousands of times at
 * start-up), so the catalogue's own messages stay the ones preferred.
 */
export function translate(
  language: Language,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  const i18n = serverI18n(language);
  const id = descriptor.id!;
  if (i18n.messages[id] === undefined && descriptor.message !== undefined)
    i18n.load(i18n.locale, { [id]: compileMessage(descriptor.message) });
  return i18n._(id, values);
}
