import { api, SALES_LEVEL, salesperson } from '@kc/contract';
import { call } from '../../api/request.ts';
import { resourceCall } from '../../resource/api.ts';
import type { RefSources } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** A salesperson answers to a regional director; the account picker offers the sales accounts (IdentityType 4). */
const refSources: RefSources = {
  Salesperson: () =>
    resourceCall(salesperson, 'SelectPage', { cur_page: 1, size: 100, Level: SALES_LEVEL.RegionalDirector }, { silent: true }).then((p) =>
      p.list.map((r) => ({ Value: Number(r.SalespersonId), Label: String(r.Name) })),
    ),
  SysUser: () => call(api.salespersonAccounts, {}, { silent: true }),
};

/**
 * /Client/SalespersonManage: regional directors and their salespeople with the provinces and
 * cities they cover (a ChinaArea cascader); the server keeps directors' regions apart and
 * salespeople within their director's.
 */
export default function SalespeoplePage() {
  return <ResourcePage def={salesperson} refSources={refSources} />;
}
