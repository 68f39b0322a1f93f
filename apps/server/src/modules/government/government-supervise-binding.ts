import { type governmentSupervise, IDENTITY_TYPE } from '@kc/contract';
import { isAreaCode } from '../../lib/areas.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';

export const SUPERVISE_HAS_ACCOUNTS = 'government.hasAccounts';

/**
 * GovernmentSupervise on government_supervise (platform scope: only the grant decides). The
 * region must be a real province, city or district code; a body its accounts point at cannot
 * be deleted.
 */
export const governmentSuperviseBinding: ResourceBinding<typeof governmentSupervise> = {
  table: 'governmentSupervise',
  unique: {
    government_supervise_name_key: {
      fields: ['SuperviseName'],
      message: 'unique.superviseName',
    },
  },
  hooks: {
    beforeWrite: async (values) => {
      if (values.RegionCode != null && !isAreaCode(values.RegionCode)) {
        throw invalid('government.regionCode', {}, 'RegionCode');
      }
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => r.GovernmentSuperviseId);
      const used = await trx
        .selectFrom('sysUser')
        .select('identityId')
        .where('identityType', '=', IDENTITY_TYPE.Government)
        .where('identityId', 'in', ids)
        .limit(1)
        .executeTakeFirst();
      if (used) throw conflict(SUPERVISE_HAS_ACCOUNTS);
    },
  },
};
