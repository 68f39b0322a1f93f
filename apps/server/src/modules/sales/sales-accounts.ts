import { type api, IDENTITY_TYPE } from '@kc/contract';
import type { Handler } from '../../http/context.ts';

/** Salesperson/SelectAccounts: the sales accounts (IdentityType 4) for the account picker. */
export const salesAccounts: Handler<typeof api.salespersonAccounts> = async ({ db }) => {
  const rows = await db
    .selectFrom('sysUser as u')
    .leftJoin('salesperson as s', 's.sysUserId', 'u.sysUserId')
    .select(['u.sysUserId', 'u.fullName', 'u.username', 's.salespersonId'])
    .where('u.identityType', '=', IDENTITY_TYPE.Sales)
    .orderBy('u.fullName')
    .orderBy('u.sysUserId')
    .execute();
  return rows.map((u) => ({ Value: u.sysUserId, Label: `${u.fullName} (${u.username})`, Linked: u.salespersonId != null }));
};
