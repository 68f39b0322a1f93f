import type { api } from '@kc/contract';
import { endSessions } from '../../http/auth.ts';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';

/** SysUser/Logout: this session ends. */
export const logout: Handler<typeof api.logout> = async ({ db, session, ip, serial }) => {
  await endSessions(db, { tokenHash: session.tokenHash }, 'logout');
  await writeAudit(db, { event: 'logout', sysUserId: session.sysUserId, username: session.username, ip, serial });
  return null;
};
