import { hash, randomBytes, randomInt } from 'node:crypto';
import { md5Hex } from '@kc/contract';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';

/** Passwords at rest: argon2id of the MD5 digest the login form sends. */
export const hashPasswordDigest = (digest: string) => argonHash(digest.toLowerCase(), { algorithm: 2 });
export const hashPlainPassword = (plain: string) => hashPasswordDigest(md5Hex(plain));
export const verifyPasswordDigest = (stored: string, digest: string) => argonVerify(stored, digest.toLowerCase()).catch(() => false);

/** One-shot hash: a third of createHash's cost on a token (no Hash object per call). */
export const sha256Hex = (text: string) => hash('sha256', text, 'hex');
/** Opaque random token, sent once to the client and kept only as its SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
