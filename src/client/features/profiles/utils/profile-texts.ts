import { msg } from '@lingui/core/macro';

/**
 * The profiles screens' texts of the issue (shared/profiles/profile-api.ts PROFILE_TEXTS, whose
 * English the server answers with), as messages for the page's language. The English is the
 * same, word for word.
 */
export const profileTexts = {
  whoIsWatching: msg({
    message: "Who's watching?",
    comment: 'Profiles screen heading: choose which profile uses NEXUS now',
  }),
  manage: msg`Manage profiles`,
  addProfile: msg`Add profile`,
  nameLabel: msg`Profile name`,
  kidsLabel: msg`Kids profile`,
  lockWithPin: msg`Lock with PIN`,
  enterPin: msg`Enter PIN`,
  wrongPin: msg`Wrong PIN`,
  tooManyTries: msg`Too many tries. Try again in 5 minutes.`,
  forgotPin: msg`Forgot PIN?`,
  requirePinToAdd: msg`Require a PIN to add profiles`,
  nameTaken: msg`A profile with this name already exists`,
  upToFive: msg`Up to 5 profiles`,
  needsConnection: msg`Switching profile needs a connection`,
  pinDigits: msg`A PIN is 4 digits.`,
  enterPassword: msg`Please enter your account password.`,
};
