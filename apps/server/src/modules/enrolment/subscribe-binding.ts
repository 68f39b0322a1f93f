import { IDENTITY_TYPE, SUBSCRIBE_STATE, subscribe } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';
import { can } from '../menus/role-menus.ts';

/**
 * Subscribe on subscribe: school scope; staff add requests taken by phone (new, no IP); the
 * state and the lead come from the workflow. A new request opened (GetDetail) by someone who may
 * handle it is read from then on: what SubscribeManage shows as unread is what nobody opened.
 */
export const subscribeBinding: ResourceBinding<typeof subscribe> = {
  table: 'subscribe',
  scope: { school: 'schoolId' },
  hooks: {
    present: async (rows, { db, store, session, action }) => {
      const row = rows[0];
      if (action !== 'GetDetail' || !row || row.State !== SUBSCRIBE_STATE.New) return;
      if (session.identityType === IDENTITY_TYPE.Government || !(await can({ db, store }, session, subscribe.menu, 'edit'))) return;
      await sql`UPDATE subscribe SET state = ${SUBSCRIBE_STATE.Read}, update_time = now(), update_by = ${session.sysUserId}
        WHERE subscribe_id = ${row.SubscribeId} AND state = ${SUBSCRIBE_STATE.New}`.execute(db);
      row.State = SUBSCRIBE_STATE.Read;
    },
  },
};
