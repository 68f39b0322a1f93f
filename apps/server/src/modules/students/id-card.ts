import type { FastifyInstance } from 'fastify';
import type { Services } from '../../http/context.ts';
import { cipherFor, type FieldCipher, fieldCipher, useDataKey } from '../../lib/field-cipher.ts';

// ID card numbers at rest: the field cipher (lib/field-cipher.ts) of the purpose 'student.id-card-no'.

export { type FieldCipher, fieldCipher, useDataKey };

/** The cipher of children's ID card numbers under the configured data key. */
export const idCardCipher = (): FieldCipher => cipherFor('student.id-card-no');

/** The field ciphers take their key from the configuration when the server starts (ID card numbers, cloud secrets). */
export function studentSecretsPlugin(_app: FastifyInstance, services: Services): void {
  useDataKey(services.config.dataKey);
}
