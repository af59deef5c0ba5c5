import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The Gemini models asked by default (GEMINI_MODELS), in order: today's stable Flash models
 * (Google's model list and deprecation schedule, ai.google.dev/gemini-api/docs/models and
 * /deprecations, November 2026): `gemini-3.8-flash`, then `gemini-3.5-flash-lite`. The product's original order (docs/product.md#who-answers: 1.5 Flash/Pro
 * and 1.0 Pro on v1beta and v1) has been shut down and answers 404; it stays available as a setting
 * (decision 0017):
 * GEMINI_MODELS=v1beta/gemini-1.5-flash,v1beta/gemini-1.5-pro,v1/gemini-1.5-flash,...
 */
const DEFAULT_GEMINI_MODELS = 'gemini-3.8-flash,gemini-3.5-flash-lite';

/** One entry of GEMINI_MODELS: `model` or `version/model` (chat/providers/gemini-models.ts). */
const GEMINI_MODEL_ENTRY = /^(?:(?:v1beta|v1)\/)?[a-z0-9][a-z0-9.-]*$/;

/**
 * Every environment variable the server reads, in one schema. The README lists the same set.
 * An invalid value stops start-up with a message naming the variable and the reason.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlText = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** A per-minute budget: zero would lock everyone out, so it is refused rather than obeyed. */
const countAtLeastOne = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of at least 1')
  .transform(Number)
  .refine((n) => n >= 1, 'must be a whole number of at least 1');

/** A daily count of paid AI answers, where 0 turns the AI off. */
const wholeNumber = z
  .string()
  .regex(/^\d+$/, 'must be a whole number (0 turns the AI off)')
  .transform(Number);

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1, and so on). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): `false` (none), a hop
 * count (`1`: the one proxy in front, e.g. nginx), a comma-separated list of proxy addresses or
 * ranges (`10.0.0.0/8,loopback`), or `true` (any: only when nothing else can reach the port,
 * since a client's own X-Forwarded-For then picks its address).
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === 'false' || lower === 'no') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count, or proxy addresses/ranges separated by commas (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

export const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be a whole number from 1 to 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the SQLite file and generated secrets live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin, e.g. https://nexus.example.com; cookies become Secure when it is https. */
  PUBLIC_URL: urlText.optional(),
  TRUST_PROXY: trustProxyText.default(false),
  /** Hours between the server's own backups (npm run backup's); unset: none. */
  BACKUP_EVERY_HOURS: countAtLeastOne.optional(),

  // Accounts
  AUTH_MODE: z.enum(['accounts', 'anonymous']).default('accounts'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * How hard a password's hash is to compute: `standard` is better-auth's scrypt; `test-only-cheap`
   * a far cheaper scrypt for test servers, which sign up thousands of accounts (decision 0028).
   * Refused unless NODE_ENV=test, so a production server can never store a cheap hash.
   */
  AUTH_PASSWORD_COST: z.enum(['standard', 'test-only-cheap']).default('standard'),
  /** Auth calls (sign-in, sign-up, sign-out) one IP may make per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: countAtLeastOne.default(20),
  /** Accounts one address (IPv6: its /64) may create per UTC day. */
  SIGNUPS_PER_ADDRESS_PER_DAY: countAtLeastOne.default(20),
  /** Library live streams one client address (an IPv6 /64) may hold open on one server process. */
  LIBRARY_STREAMS_PER_ADDRESS: countAtLeastOne.default(32),
  /** Library live streams one server process holds open in all. */
  LIBRARY_STREAMS_MAX: countAtLeastOne.default(5000),

  // New-episode notices (docs/product.md#new-episode-notices)
  /**
   * The Web Push (VAPID) key pair, base64url as `web-push generate-vapid-keys` prints it: both or
   * neither. Unset, the first start generates one and keeps it like the auth secret.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 87 base64url characters')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 43 base64url characters')
    .optional(),
  /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https:// URL')
    .optional(),
  /** Minutes between the new-episode scheduler's runs (one server of a cluster runs it). */
  NOTICES_EVERY_MINUTES: countAtLeastOne.default(30),

  // Movie database
  TMDB_READ_TOKEN: optionalText,
  TMDB_API_KEY: optionalText,
  TMDB_BASE_URL: urlText.default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_BASE_URL: urlText.default('https://image.tmdb.org/t/p'),
  /** Catalogue requests one client may send per minute that reach TMDB (cached answers are free). */
  CATALOG_UPSTREAM_PER_MINUTE: countAtLeastOne.default(120),
  /** The same, for one address (IPv6: its /64) whoever is signed in; 4 × the above when unset. */
  CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS: countAtLeastOne.optional(),

  // AI
  GEMINI_API_KEY: optionalText,
  GEMINI_BASE_URL: urlText.default('https://generativelanguage.googleapis.com'),
  /** Gemini models to ask, in order: `model` or `version/model`, comma-separated. */
  GEMINI_MODELS: z
    .string()
    .trim()
    .refine(
      (v) => v.split(',').every((entry) => GEMINI_MODEL_ENTRY.test(entry.trim())),
      'must be model names (optionally v1beta/ or v1/ before each), separated by commas',
    )
    .default(DEFAULT_GEMINI_MODELS),
  OPENAI_BASE_URL: urlText.optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  /** Chat answers from a paid AI provider one person may get per UTC day; then the local recommender answers. */
  CHAT_DAILY_LIMIT_PER_USER: z
    .string()
    .regex(/^\d+$/, 'must be a whole number (0 turns the AI off for everyone)')
    .transform(Number)
    .default(200),
  /** The same, for one address (IPv6: its /64) whoever is signed in; 4 × the above when unset. */
  CHAT_DAILY_LIMIT_PER_ADDRESS: wholeNumber.optional(),
  /** Paid AI answers for everyone together per UTC day: what the operator pays for at most. */
  CHAT_DAILY_LIMIT_TOTAL: wholeNumber.default(5000),

  // Stream providers: inline JSON, or a path to a JSON file. None means the built-in demo stream.
  STREAM_PROVIDERS: optionalText,
  STREAM_PROVIDERS_FILE: optionalText,
});

/**
 * How many people's allowance one address gets when its own is not set: several people may share
 * one (a home, an office), while one person opening accounts by the dozen gains little.
 */
const ADDRESS_SHARE = 4;

/** The settings whose default depends on another one. */
function withDerivedDefaults(env: z.infer<typeof envSchema>) {
  return {
    ...env,
    CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS:
      env.CATALOG_UPSTREAM_PER_MINUTE_PER_ADDRESS ??
      ADDRESS_SHARE * env.CATALOG_UPSTREAM_PER_MINUTE,
    CHAT_DAILY_LIMIT_PER_ADDRESS:
      env.CHAT_DAILY_LIMIT_PER_ADDRESS ?? ADDRESS_SHARE * env.CHAT_DAILY_LIMIT_PER_USER,
  };
}

export type Config = ReturnType<typeof withDerivedDefaults>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; empty strings count as unset so `PORT= npm start` behaves. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = envSchema
    .superRefine((env, ctx) => {
      if (env.OPENAI_BASE_URL && !env.OPENAI_MODEL)
        ctx.addIssue({
          code: 'custom',
          path: ['OPENAI_MODEL'],
          message: 'must name the model to ask when OPENAI_BASE_URL is set (e.g. llama3.1:8b)',
        });
      if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
          message: 'must be set with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
        });
      if (env.AUTH_PASSWORD_COST === 'test-only-cheap' && env.NODE_ENV !== 'test')
        ctx.addIssue({
          code: 'custom',
          path: ['AUTH_PASSWORD_COST'],
          message: 'test-only-cheap is for tests: it needs NODE_ENV=test',
        });
    })
    .safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const got = input[name];
        const shown =
          got === undefined || SECRETS.has(name)
            ? ''
            : ` (got ${JSON.stringify(truncate(hideCredentials(got)))})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  return withDerivedDefaults(parsed.data);
}

/** Never echoed in an error: start-up messages end up in logs. */
const SECRETS = new Set([
  'AUTH_SECRET',
  'TMDB_READ_TOKEN',
  'TMDB_API_KEY',
  'GEMINI_API_KEY',
  'OPENAI_API_KEY',
  'VAPID_PRIVATE_KEY',
]);

/** `scheme://user:password@host` → `scheme://***@host`: a bad DATABASE_URL may hold a password. */
function hideCredentials(value: string) {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, '$1***@');
}

function truncate(value: string) {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
