import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Values at rest that must not be readable from the database (DOMAIN.md: ID card numbers "stored
 * encrypted and shown masked", camera-cloud secrets "encrypted, never returned"): AES-256-GCM with
 * a key derived (HKDF-SHA256) from the DATA_KEY setting for one purpose, and a keyed hash
 * (HMAC-SHA256, its own derived key) that lets the database refuse the same value twice without
 * knowing it. Each purpose has its own keys, so one kind of value cannot be decrypted as another.
 * Stored form: `v1:` + base64(iv 12 bytes | tag 16 bytes | ciphertext).
 */
export interface FieldCipher {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
  hash: (plain: string) => string;
}

const VERSION = 'v1:';

/** What a value is sealed for: the HKDF info of its keys (`<purpose>.encrypt`, `<purpose>.hash`). */
export type CipherPurpose = 'student.id-card-no' | 'cloud-account.app-secret';

/** Whether a stored value is in the cipher's form (the database's CHECKs test the same prefix). */
export const isSealed = (stored: string): boolean => stored.startsWith(VERSION);

export function fieldCipher(dataKey: string, purpose: CipherPurpose = 'student.id-card-no'): FieldCipher {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', dataKey, 'kc-console', info, 32));
  const key = derive(`${purpose}.encrypt`);
  const macKey = derive(`${purpose}.hash`);
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored) {
      if (!isSealed(stored)) throw new Error('not an encrypted value');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    hash: (plain) => createHmac('sha256', macKey).update(plain).digest('hex'),
  };
}

/**
 * The data key of this process, set from the configuration when the server starts
 * (studentSecretsPlugin): the resource engine's hooks, which get no configuration, use it.
 */
let dataKey: string | null = null;
const ciphers = new Map<CipherPurpose, FieldCipher>();

export function useDataKey(key: string): void {
  dataKey = key;
  ciphers.clear();
}

/** The cipher of one purpose under the configured data key. */
export function cipherFor(purpose: CipherPurpose): FieldCipher {
  if (dataKey == null) throw new Error('the data key is not configured (studentSecretsPlugin did not run)');
  let cipher = ciphers.get(purpose);
  if (!cipher) {
    cipher = fieldCipher(dataKey, purpose);
    ciphers.set(purpose, cipher);
  }
  return cipher;
}
