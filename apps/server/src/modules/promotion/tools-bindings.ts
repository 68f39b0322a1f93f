import type { bizWeixinGroup, recruit } from '@kc/contract';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertStaffOfSchool, checkImagePath } from './staff-and-images.ts';

/** Recruit on recruit: a school's scripts, nothing beyond the definition. */
export const recruitBinding: ResourceBinding<typeof recruit> = {
  table: 'recruit',
  scope: { school: 'schoolId' },
};

/** BizWeixinGroup on biz_weixin_group: its QR image an upload of this console, its owner on duty at the school. */
export const bizWeixinGroupBinding: ResourceBinding<typeof bizWeixinGroup> = {
  table: 'bizWeixinGroup',
  scope: { school: 'schoolId' },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      checkImagePath(values.QrImage, 'QrImage');
      if (values.OwnerId != null) {
        await assertStaffOfSchool(trx, session, Number(valueAfter(values, existing, 'SchoolId')), [values.OwnerId], 'OwnerId');
      }
      return values;
    },
  },
};
