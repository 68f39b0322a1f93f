import { type api, Code } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ApiError, forbidden } from '../../lib/errors.ts';
import { createSession } from '../auth/session.ts';

/** SysUser/SwitchRole: the caller's session ends and a new one opens with another of their roles. */
export const switchRole: Handler<typeof api.switchRole> = async ({ input, db, session, ip, serial, userAgent }) => {
  const role = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.sysRoleId', 'ur.sysRoleId')
    .select(['r.sysRoleId', 'r.roleName'])
    .where('ur.sysUserId', '=', session.sysUserId)
    .where('ur.sysRoleId', '=', input.SysRoleId)
    .where('r.state', '=', 0)
    .executeTakeFirst();
  if (!role) {
    await writeAudit(db, {
      event: 'role.switch.failure',
      sysUserId: session.sysUserId,
      username: session.username,
      ip,
      serial,
      detail: { from: session.sysRoleId, to: input.SysRoleId },
    });
    throw forbidden('me.notYourRole');
  }

  const token = await db.transaction().execute(async (trx) => {
    // Ends this session; if a concurrent call ended it first, this one is no longer valid.
    const ended = await trx
      .updateTable('userSession')
      .set({ endTime: sql`now()`, endReason: 'role switched' })
      .where('tokenHash', '=', session.tokenHash)
      .where('endTime', 'is', null)
      .returning('clientType')
      .executeTakeFirst();
    if (!ended) throw new ApiError(Code.SessionEnded, 'session.endedElsewhere');
    await trx
      .updateTable('sysUser')
      .set({ currentRoleId: role.sysRoleId, updateTime: sql`now()`, updateBy: session.sysUserId })
      .where('sysUserId', '=', session.sysUserId)
      .execute();
    const token = await createSession(trx, {
      sysUserId: session.sysUserId,
      sysRoleId: role.sysRoleId,
      clientType: ended.clientType,
      ip,
      userAgent,
    });
    await writeAudit(trx, {
      event: 'role.switch',
      sysUserId: session.sysUserId,
      username: session.username,
      ip,
      serial,
      detail: { from: session.sysRoleId, to: role.sysRoleId },
    });
    return token;
  });
  return { token };
};
