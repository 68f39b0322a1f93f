import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../lib/hash.ts';

// A device's secret: 32 random bytes (base64url, 43 characters), answered once to whoever
// registers the device or rotates it, kept only as its SHA-256. High entropy, so an unsalted
// hash is enough (as for session tokens); the device sends the secret itself with its readings.

export { newToken as newDeviceSecret } from '../../lib/hash.ts';
export const hashDeviceSecret = (secret: string): string => sha256Hex(secret);

/** Whether a sent secret is the device's (constant time over the two hashes). */
export function secretMatches(sent: string, storedHash: string): boolean {
  const a = Buffer.from(sha256Hex(sent), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
