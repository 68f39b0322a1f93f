import { api, customer, customerContact, customerForward, followRecord, myCustomer, subscribe } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/request.ts';
import type { RefSources } from '../../resource/hooks.ts';
import { resourceKey } from '../../resource/hooks.ts';

/** The owner pickers: the accounts of the user's schools (Customer/SelectOwners), not the account admin's list. */
export const ownerSources: RefSources = {
  SysUser: () => call(api.customerSelectOwners, {}, { silent: true }),
};

/** After a lead's workflow call: every list of leads, of their records and of appointments reloads (the funnel too). */
export function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => {
    for (const def of [customer, myCustomer, followRecord, customerContact, customerForward, subscribe]) {
      void queryClient.invalidateQueries({ queryKey: resourceKey(def.name) });
    }
  };
}
