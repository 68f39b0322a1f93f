import { hmac } from '@noble/hashes/hmac.js';
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Header names of the signed-call protocol (ARCHITECTURE.md §3). */
export const Headers = {
  AppCode: 'x-app-code',
  AppVersion: 'x-app-version',
  LogSerial: 'x-log-serial',
  Timestamp: 'x-timestamp',
  Signature: 'x-signature',
  User: 'x-user',
  Customer: 'x-customer',
  Device: 'x-device',
  Employee: 'x-employee',
  Ip: 'x-ip',
  Extension: 'x-extension',
  /** Uploads only: signUpload(appKey, timestamp, file name). */
  UploadSignature: 'x-upload-signature',
} as const;

/** Hex HMAC-SHA256 over `code\nversion\nserial\ntimestamp` keyed with the app key. */
export function signRequest(appKey: string, code: string, version: string, serial: string, timestamp: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(appKey), utf8ToBytes(signedText(code, version, serial, timestamp))));
}

/** The text the request signature covers (the server hashes it with its native HMAC). */
export const signedText = (code: string, version: string, serial: string, timestamp: string): string =>
  `${code}\n${version}\n${serial}\n${timestamp}`;

/** The 32-hex MD5 digest the login form sends instead of the password (spec §7). */
export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}

/** Upload signature of spec §7: MD5 of timestamp + file name + secret, upper case. */
export function signUpload(secret: string, timestamp: string, fileName: string): string {
  return md5Hex(`${timestamp}${fileName}${secret}`).toUpperCase();
}

/** Random log serial; uses WebCrypto, present in browsers and Node 20. */
export function newSerial(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/** Constant-time comparison of two hex strings. */
export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
