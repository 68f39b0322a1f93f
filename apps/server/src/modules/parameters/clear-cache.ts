import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { CACHE_RESET_EVENT, writeAudit } from '../../lib/audit.ts';
import { bumpParametersVersion } from './school-parameters.ts';

/** SchoolParameter/ClearRedis: every instance reads the parameters again (the cache version bumped, audited). */
export const clearParametersCache: Handler<typeof api.schoolParameterClearCache> = async ({ db, store, session, ip, serial }) => {
  const Version = await bumpParametersVersion(db, store);
  await writeAudit(db, {
    event: CACHE_RESET_EVENT,
    sysUserId: session.sysUserId,
    username: session.username,
    ip,
    serial,
    detail: { cache: 'school-parameters', Version },
  });
  return { Version };
};
