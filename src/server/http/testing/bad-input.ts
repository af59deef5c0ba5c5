import type { Random } from './seeded-random';

/**
 * Building blocks of generated bad input: ids, numbers, text and JSON bodies that no route may
 * accept. Each list holds only values that are wrong for the rule it is used against, so every
 * request built from them must be refused with a 4xx.
 */

/** Wrong for a strict id (1 to 12 digits, 1..2^31-1): the catalogue's params and pages. */
export const strictBadNumbers = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x1f',
  '+1',
  '%201',
  '1%20',
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  '%EF%BC%91%EF%BC%92', // fullwidth digits
  '%D9%A1%D9%A2', // Arabic-Indic digits
  '9999999999999',
  '2147483648',
  '99999999999',
  '%00',
  '%2e%2e',
  '1%3BDROP%20TABLE',
  "1'--",
  '%3Cscript%3E',
] as const;

/** Wrong even for a lenient `Number(text)` rule (the embed and art params). */
export const coercedBadNumbers = strictBadNumbers.filter(
  (v) => !['1e3', '0x1f', '+1', '%201', '1%20', '2147483648'].includes(v),
);

const unicodeBits = ['é', 'ß', 'Ω', 'Ж', '中文', 'ع', '🎬', '👩‍👩‍👧', '\u200b', '\u202e', '\ufeff'];

/**
 * Random text of at least `count` code points (what the server's limits count), mixing ASCII,
 * unicode (emoji, joiners, right-to-left marks) and control characters.
 */
export function junkText(r: Random, count: number) {
  let text = '';
  for (let i = 0; i < count; i += 1) {
    const roll = r.next();
    text +=
      roll < 0.5
        ? String.fromCharCode(r.int(0x21, 0x7e))
        : roll < 0.9
          ? r.pick(unicodeBits)
          : String.fromCharCode(r.int(1, 31));
  }
  return text;
}

/** A path segment that matches no route's literal parts and no valid id. */
export function junkSegment(r: Random) {
  const kinds = [
    () => `~${encodeURIComponent(junkText(r, r.int(1, 40)))}`,
    () => r.pick(strictBadNumbers),
    () => 'x'.repeat(r.int(1, 90)),
    () => `${r.pick(['.', '..', '%2e', '%2F', '%5C'])}${r.int(0, 9)}`,
  ];
  return r.pick(kinds)();
}

/** Valid JSON (or text) in every wrong shape for a `{text}` or `{email,password}` body. */
export const wrongShapes = [
  '{"text":1}',
  '{"text":[]}',
  '{"text":{}}',
  '{"text":null}',
  '{"text":true}',
  '{"text":["hi"]}',
  '{}',
  '[]',
  '"hi"',
  '42',
  'null',
  'true',
  '{"txt":"hi"}',
  '{"email":1,"password":[]}',
  '{"email":"a@example.com"}',
  '{"password":"Secret-123"}',
  '{"email":["a@example.com"],"password":"Secret-123"}',
  '{"email":"a@example.com","password":{"$gt":""}}',
];

/** Text that is not JSON, or JSON the parser must refuse. */
export function badJson(r: Random) {
  const depth = r.int(1000, 20000);
  const kinds = [
    () => '{"text":',
    () => '{"text":"a",}',
    () => "{'text':'a'}",
    () => '{"text":NaN}',
    () => '{"text":"a"',
    () => '{"text":"\\x41"}',
    () => 'undefined',
    () => junkText(r, r.int(1, 300)),
    () => '\u0000\u0001\u0002',
    () => `{"text":"a"}${'}'.repeat(r.int(1, 5))}`,
    () => `${'['.repeat(depth)}${']'.repeat(depth - 1)}`,
    () => `${'['.repeat(depth)}${']'.repeat(depth)}`,
    () => '{"__proto__":{"polluted":1},"text":"hi"}',
    () => '{"constructor":{"prototype":{"polluted":1}},"text":"hi"}',
  ];
  return r.pick(kinds)();
}

/** Content types no JSON route reads. */
export const wrongContentTypes = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nexus',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'json',
  'application/jsonx',
];

/** Email addresses the sign-in and sign-up forms must refuse. */
export function badEmail(r: Random) {
  const kinds = [
    () => '',
    () => 'plain',
    () => 'a@b',
    () => '@example.com',
    () => 'a@.com',
    () => 'a b@example.com',
    () => `${'x'.repeat(r.int(250, 400))}@example.com`,
    () => `${junkText(r, r.int(1, 30)).replace(/@/g, '')}`,
    () => `a@${'b'.repeat(r.int(1, 20))}`,
    () => '🎬@🎬',
  ];
  return r.pick(kinds)();
}

/** Addresses our own pattern lets through to the auth library, which may still refuse them. */
export const oddEmails = [
  'a@b..c',
  'ü@ö.de',
  '<x>@y.io',
  'a@b.c"',
  "o'neil@example.com",
  'a@b.c\u0000',
  '"quoted"@example.com',
  'a@[127.0.0.1].io',
  'a@-b.io',
];

/**
 * Passwords that break the product's rules (docs/product.md#validation-messages: 8-32 characters, a
 * digit, a lower and an upper).
 */
export const weakPasswords = [
  '',
  'short1A',
  'alllowercase1',
  'ALLUPPERCASE1',
  'NoDigitsHere',
  'A1a'.repeat(11) + 'x',
  'P4ss'.repeat(20),
];
