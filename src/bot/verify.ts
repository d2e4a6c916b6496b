/**
 * Ed25519 verification of Discord's interaction requests (headers X-Signature-Ed25519 and
 * X-Signature-Timestamp over `timestamp + body`), with node:crypto alone.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';

// DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it.
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function publicKeyFromHex(hex: string): KeyObject {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('DISCORD_PUBLIC_KEY must be 64 hex digits');
  return createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(hex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
}

export function verifySignature(
  key: KeyObject,
  signatureHex: string | undefined,
  timestamp: string | undefined,
  body: Buffer,
): boolean {
  if (!signatureHex || !timestamp || !/^[0-9a-fA-F]{128}$/.test(signatureHex)) return false;
  try {
    return verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), body]), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}
