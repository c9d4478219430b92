import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

// A passkey made in the test, byte for byte as a real authenticator makes one (WebAuthn Level 2
// §6.1 authenticator data, "none" attestation, ES256), so the server's SimpleWebAuthn checks it
// exactly as it checks a browser's.

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, ints, bytes, text. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string")
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const b64url = (b: Buffer) => b.toString("base64url");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userId: string;
  signCount: number;
}

/** A P-256 key pair and a random credential id: one passkey. */
export function newSoftPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { id: randomBytes(16), privateKey, publicKey, userId: "", signCount: 0 };
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The browser's answer to registration options (as @simplewebauthn/browser sends it). */
export function attestation(
  key: SoftPasskey,
  options: { challenge: string; rp: { id: string } },
  origin: string,
) {
  const counter = Buffer.alloc(4);
  const credentialData = Buffer.concat([
    Buffer.alloc(16), // AAGUID: none
    Buffer.from([key.id.length >> 8, key.id.length & 0xff]),
    key.id,
    coseKey(key.publicKey),
  ]);
  const authData = Buffer.concat([
    sha256(options.rp.id),
    Buffer.from([UP | UV | AT]),
    counter,
    credentialData,
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  return {
    id: b64url(key.id),
    rawId: b64url(key.id),
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    },
  };
}

/** The browser's answer to sign-in options, signed with the passkey's private key (or `signWith`). */
export function assertion(
  key: SoftPasskey,
  options: { challenge: string; rpId: string },
  origin: string,
  signWith: KeyObject = key.privateKey,
) {
  key.signCount += 1;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(key.signCount);
  const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | UV]), counter]);
  const cdj = clientData("webauthn.get", options.challenge, origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(cdj)]), signWith);
  return {
    id: b64url(key.id),
    rawId: b64url(key.id),
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(cdj),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    },
  };
}
