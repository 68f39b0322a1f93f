import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { auditCacheReset } from '../../lib/audit.ts';
import { bumpParametersVersion } from './school-parameters.ts';

/** SchoolParameter/ClearRedis: every instance reads the parameters again (the cache version bumped, audited). */
export const clearParametersCache: Handler<typeof api.schoolParameterClearCache> = async (ctx) => {
  const Version = await bumpParametersVersion(ctx.db, ctx.store);
  await auditCacheReset(ctx.db, ctx, { cache: 'school-parameters', Version });
  return { Version };
};
