import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * Test support: a software passkey authenticator, enough of WebAuthn (attestation "none",
 * ES256) to drive better-auth's passkey endpoints as a browser with Touch ID would.
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let signCount = 0;
  const b64 = (bytes: Buffer) => bytes.toString('base64url');
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const rpHash = (rpId: string) => createHash('sha256').update(rpId).digest();
  const counter = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(signCount);
    return bytes;
  };

  return {
    credentialId: b64(credentialId),
    /** The answer to generate-register-options, as navigator.credentials.create gives it. */
    register(options: { challenge: string; rp: { id: string } }) {
      // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
      const coseKey = cbor(
        new Map<number, CborValue>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpHash(options.rp.id),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counter(),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        coseKey,
      ]);
      const attestation = cbor(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, CborValue>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
      };
    },
    /** The answer to generate-authenticate-options, as navigator.credentials.get gives it. */
    authenticate(options: { challenge: string; rpId: string }) {
      signCount += 1;
      const authData = Buffer.concat([rpHash(options.rpId), Buffer.from([0x05]), counter()]);
      const data = clientData('webauthn.get', options.challenge);
      const signed = Buffer.concat([authData, createHash('sha256').update(data).digest()]);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(sign('sha256', signed, privateKey)),
        },
      };
    },
  };
}

type CborValue = number | string | Buffer | Map<number | string, CborValue>;

/** The few CBOR items WebAuthn needs: integers, byte and text strings, maps (RFC 8949). */
function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}
