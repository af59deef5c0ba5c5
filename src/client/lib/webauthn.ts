/**
 * The browser's side of a passkey (WebAuthn): better-auth's options arrive as JSON with
 * base64url strings, the browser wants bytes, and its answer goes back as JSON again. Loaded
 * only when a passkey button is pressed (docs/product.md#two-factor-and-passkeys).
 */
type Json = Record<string, unknown>;

const toBytes = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const toText = (buffer: ArrayBuffer | null | undefined) => {
  if (!buffer) return undefined;
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const credentialList = (list: unknown) =>
  Array.isArray(list)
    ? list.map(
        (item: Json) =>
          ({ ...item, id: toBytes(String(item.id)) }) as unknown as PublicKeyCredentialDescriptor,
      )
    : undefined;

/** 'Add a passkey': the authenticator makes a key for these registration options. */
export async function createPasskey(options: Json): Promise<Json> {
  const user = options.user as Json;
  const publicKey = {
    ...options,
    challenge: toBytes(String(options.challenge)),
    user: { ...user, id: toBytes(String(user.id)) },
    excludeCredentials: credentialList(options.excludeCredentials),
  } as unknown as PublicKeyCredentialCreationOptions;
  const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    id: credential.id,
    rawId: toText(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults(),
    response: {
      clientDataJSON: toText(response.clientDataJSON),
      attestationObject: toText(response.attestationObject),
      transports: response.getTransports?.() ?? [],
    },
  };
}

/** 'Use a passkey': the authenticator signs these authentication options. */
export async function signWithPasskey(options: Json): Promise<Json> {
  const publicKey = {
    ...options,
    challenge: toBytes(String(options.challenge)),
    allowCredentials: credentialList(options.allowCredentials),
  } as unknown as PublicKeyCredentialRequestOptions;
  const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: toText(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults(),
    response: {
      clientDataJSON: toText(response.clientDataJSON),
      authenticatorData: toText(response.authenticatorData),
      signature: toText(response.signature),
      userHandle: toText(response.userHandle),
    },
  };
}
