import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The browser's side of a passkey (WebAuthn), through @simplewebauthn/browser: better-auth's
 * options arrive as JSON with base64url strings, the library turns them into the bytes the
 * browser wants and its answer back into JSON. Loaded only when a passkey button is pressed
 * (docs/product.md#two-factor-and-passkeys).
 */
type Json = Record<string, unknown>;
type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** 'Add a passkey': the authenticator makes a key for these registration options. */
export async function createPasskey(options: Json): Promise<Json> {
  const answer = await startRegistration({
    optionsJSON: options as unknown as RegistrationOptions,
  });
  return answer as unknown as Json;
}

/** 'Use a passkey': the authenticator signs these authentication options. */
export async function signWithPasskey(options: Json): Promise<Json> {
  const answer = await startAuthentication({
    optionsJSON: options as unknown as AuthenticationOptions,
  });
  return answer as unknown as Json;
}
