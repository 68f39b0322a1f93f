import type { cloudAccount } from '@kc/contract';
import { sql } from 'kysely';
import { cipherFor } from '../../lib/field-cipher.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/** The cipher of camera-cloud secrets: keys of their own, derived from DATA_KEY (lib/field-cipher.ts). */
const secretCipher = () => cipherFor('cloud-account.app-secret');

/** A stored AppSecret in the clear, for the code that calls the vendor's cloud (never for an answer). */
export const revealAppSecret = (stored: string): string => secretCipher().decrypt(stored);

/**
 * CloudAccount on cloud_account: school scope. The AppSecret is sealed before it is written (the
 * column's CHECK refuses anything else) and, write-only, never answered: `AppSecretSet` tells
 * whether one is kept. An update without it keeps it; null is refused as for any required field.
 */
export const cloudAccountBinding: ResourceBinding<typeof cloudAccount> = {
  table: 'cloudAccount',
  scope: { school: 'schoolId' },
  computed: { AppSecretSet: (t) => sql`(${sql.ref(`${t}.app_secret`)} <> '')` },
  unique: { cloud_account_vendor_key: { fields: ['SchoolId', 'Vendor'], message: 'devices.cloudVendorTaken' } },
  hooks: {
    beforeWrite: async (values) =>
      typeof values.AppSecret === 'string' ? { ...values, AppSecret: secretCipher().encrypt(values.AppSecret) } : values,
  },
};
