import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../http/context.ts';

/**
 * Personal numbers at rest (DOMAIN.md: "stored encrypted and shown masked"): AES-256-GCM with
 * a key derived (HKDF-SHA256) from the DATA_KEY setting, and a keyed hash (HMAC-SHA256, its own
 * derived key) that lets the database refuse the same number twice without knowing it.
 * Stored form: `v1:` + base64(iv 12 bytes | tag 16 bytes | ciphertext).
 */
export interface FieldCipher {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
  hash: (plain: string) => string;
}

const VERSION = 'v1:';

export function fieldCipher(dataKey: string): FieldCipher {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', dataKey, 'kc-console', info, 32));
  const key = derive('student.id-card-no.encrypt');
  const macKey = derive('student.id-card-no.hash');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored) {
      if (!stored.startsWith(VERSION)) throw new Error('not an encrypted value');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    hash: (plain) => createHmac('sha256', macKey).update(plain).digest('hex'),
  };
}

/**
 * The cipher of this process, set from the configuration when the server starts
 * (studentSecretsPlugin): the resource engine's hooks, which get no configuration, use it.
 */
let current: FieldCipher | null = null;

export function useDataKey(dataKey: string): void {
  current = fieldCipher(dataKey);
}

export function idCardCipher(): FieldCipher {
  if (!current) throw new Error('the data key is not configured (studentSecretsPlugin did not run)');
  return current;
}

/** The field cipher of ID card numbers takes its key from the configuration when the server starts. */
export function studentSecretsPlugin(_app: FastifyInstance, services: Services): void {
  useDataKey(services.config.dataKey);
}
