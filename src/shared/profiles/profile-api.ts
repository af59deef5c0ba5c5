import * as v from 'valibot';
import { LANGUAGES, type Language } from '@/shared/i18n/languages';

/*
 * Profiles for a household (issue 31, docs/product.md#profiles): one account, up to five
 * people. Accounts mode only; with accounts off, profiles live in the browser alone.
 */

export const MAX_PROFILES = 5;
export const PROFILE_NAME_MAX = 20;
/** An uploaded avatar is a small image as a data URL; larger ones are refused. */
export const AVATAR_DATA_URL_MAX = 48_000;
/** The generated avatars: `avatar:0` … `avatar:11`, drawn by the client from the index. */
export const GENERATED_AVATARS = 12;

export const PROFILE_PATHS = {
  /** GET: `ProfilesAnswer`. POST `NewProfileBody`: adds one (201, the new `Profile`). */
  profiles: '/api/profiles',
  /** PATCH `ProfileChangeBody`; DELETE: the profile and its library (not the first one). */
  profile: (id: string) => `/api/profiles/${encodeURIComponent(id)}`,
  /**
   * POST `{ pin? }`: this device now watches as this profile (a signed, httpOnly cookie); a
   * locked profile needs its PIN. DELETE `/api/profiles/current`: no profile chosen here.
   */
  choose: (id: string) => `/api/profiles/${encodeURIComponent(id)}/choose`,
  current: '/api/profiles/current',
  /** PUT `{ password, pin }`: sets or changes the PIN; DELETE `{ password }`: removes it. */
  pin: (id: string) => `/api/profiles/${encodeURIComponent(id)}/pin`,
  /** PUT `{ requirePinToAdd, password }`: needs the first profile to have a PIN. */
  settings: '/api/profiles/settings',
} as const;

/** The same paths as the server's routes declare them. */
export const PROFILE_ROUTES = {
  profile: '/api/profiles/:id',
  choose: '/api/profiles/:id/choose',
  pin: '/api/profiles/:id/pin',
} as const;

/**
 * The header a page's library calls carry: the profile its working copy belongs to. The server
 * answers 409 `profile-changed` when it is not the profile this device has chosen, so a tab
 * left on another profile never writes into this one. Without it (pages from before profiles),
 * the first profile.
 */
export const PROFILE_HEADER = 'x-nexus-profile';

export const PROFILE_ERROR_CODES = {
  /** 409: a profile of that name exists in the account. */
  nameTaken: 'profile-name-taken',
  /** 409: five profiles already. */
  tooMany: 'too-many-profiles',
  /** 403: a wrong PIN (one try counted). */
  wrongPin: 'wrong-pin',
  /** 429: five wrong PINs in a row: wait five minutes (Retry-After). */
  pinWait: 'pin-wait',
  /** 423: twenty wrong PINs in a day: the account password removes the lock. */
  pinLocked: 'pin-locked',
  /** 403: a wrong account password. */
  wrongPassword: 'wrong-password',
  /** 403: what a kids profile may not do (manage profiles, the account, import, export). */
  kidsProfile: 'kids-profile',
  /** 403: this profile is locked and was not opened with its PIN on this device. */
  profileLocked: 'profile-locked',
  /** 409: the page's library is another profile's than the one this device has chosen. */
  profileChanged: 'profile-changed',
  /** 404: no such profile in this account. */
  notFound: 'profile-not-found',
  /** 400: the first profile cannot be deleted or become a kids profile. */
  firstProfile: 'first-profile',
  /**
   * 403 from a catalogue endpoint (a title's details, seasons, a person): the title is not for
   * children and this device watches as a kids profile. Its message is `notAvailable`'s text.
   */
  notOnThisProfile: 'not-on-this-profile',
  /** 403: adding a profile needs the first profile's PIN (`requirePinToAdd`). */
  pinToAdd: 'pin-required-to-add',
} as const;

/** The texts of the issue, kept exactly. */
export const PROFILE_TEXTS = {
  whoIsWatching: "Who's watching?",
  manage: 'Manage profiles',
  switchProfile: 'Switch profile',
  addProfile: 'Add profile',
  nameLabel: 'Profile name',
  kidsLabel: 'Kids profile',
  lockWithPin: 'Lock with PIN',
  enterPin: 'Enter PIN',
  wrongPin: 'Wrong PIN',
  tooManyTries: 'Too many tries. Try again in 5 minutes.',
  forgotPin: 'Forgot PIN?',
  requirePinToAdd: 'Require a PIN to add profiles',
  nameTaken: 'A profile with this name already exists',
  upToFive: 'Up to 5 profiles',
  notAvailable: 'Not available on this profile',
  needsConnection: 'Switching profile needs a connection',
  deleteConfirm: (name: string) =>
    `Delete profile ${name}? Its vault, history and ratings are deleted too.`,
} as const;

/** A name: trimmed, 1 to 20 characters, no control characters. */
export const profileNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Please enter a profile name.'),
  v.maxLength(PROFILE_NAME_MAX, `A profile name has at most ${PROFILE_NAME_MAX} characters.`),
  v.regex(/^[^\p{Cc}]*$/u, 'A profile name cannot hold control characters.'),
);

/** `avatar:N` (a generated one) or an uploaded image as a small JPEG, PNG or WebP data URL. */
const avatarSchema = v.union([
  v.pipe(v.string(), v.regex(/^avatar:(?:[0-9]|1[01])$/)),
  v.pipe(
    v.string(),
    v.maxLength(AVATAR_DATA_URL_MAX, 'That picture is too large.'),
    v.regex(/^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/),
  ),
]);

export const pinSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'A PIN is 4 digits.'));

/** One of the interface's six languages (shared/i18n/languages.ts), by its exact tag. */
const profileLanguageSchema = v.picklist(
  LANGUAGES.map((language) => language.tag) as [Language, ...Language[]],
  'That is not one of the interface languages.',
);

export const profileSchema = v.object({
  id: v.string(),
  name: v.string(),
  avatar: v.string(),
  kids: v.boolean(),
  /** Opening it asks for its PIN. */
  locked: v.boolean(),
  /** The first profile: the account's own library, never deleted, never a kids profile. */
  first: v.boolean(),
  /** The interface language chosen for this profile (issue 33); absent or null: none chosen. */
  language: v.optional(v.nullable(profileLanguageSchema)),
});
export type Profile = v.InferOutput<typeof profileSchema>;

export const profilesAnswerSchema = v.object({
  profiles: v.array(profileSchema),
  /** The profile this device has chosen (its signed cookie), or null: ask "Who's watching?". */
  current: v.nullable(v.string()),
  requirePinToAdd: v.boolean(),
});
export type ProfilesAnswer = v.InferOutput<typeof profilesAnswerSchema>;

export const newProfileBodySchema = v.object({
  name: profileNameSchema,
  kids: v.optional(v.boolean(), false),
  avatar: avatarSchema,
  /** The first profile's PIN, when the account requires one to add profiles. */
  pin: v.optional(pinSchema),
});

export const profileChangeBodySchema = v.object({
  name: v.optional(profileNameSchema),
  kids: v.optional(v.boolean()),
  avatar: v.optional(avatarSchema),
  /** A language tag, or null to forget the profile's choice. */
  language: v.optional(v.nullable(profileLanguageSchema)),
});

export const chooseBodySchema = v.object({ pin: v.optional(pinSchema) });
export const setPinBodySchema = v.object({
  password: v.pipe(v.string(), v.minLength(1)),
  pin: pinSchema,
});
export const passwordOnlyBodySchema = v.object({ password: v.pipe(v.string(), v.minLength(1)) });
export const profileSettingsBodySchema = v.object({
  requirePinToAdd: v.boolean(),
  password: v.pipe(v.string(), v.minLength(1)),
});
