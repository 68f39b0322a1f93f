import { api, SCHOOL_LIST_QUERY } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/request.ts';

/** The schools of the user's scope (SelectSchoolList), for the school pickers of the school-day screens. */
export function useSchoolList() {
  return useQuery({
    queryKey: ['attendance', 'schools'],
    queryFn: () => call(api.selectSchoolList, { ...SCHOOL_LIST_QUERY }, { silent: true }),
    staleTime: 60_000,
  });
}
