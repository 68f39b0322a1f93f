import { student, studentChange } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceKey, useRefs } from '../../resource/hooks.ts';

/** After a change to children: every list of children and of their history reloads. */
export function useRefreshChildren() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(student.name) });
    void queryClient.invalidateQueries({ queryKey: resourceKey(studentChange.name) });
    void queryClient.invalidateQueries({ queryKey: ['students'] });
  };
}

/** The class picker's looks: searchable by name, full width. */
export const classSelect = { showSearch: { optionFilterProp: 'label' }, style: { width: '100%' } } as const;

/** The classes the user may place children in (the Class picker's source), without `exclude`. */
export function useClassOptions(exclude?: number | null) {
  const refs = useRefs(useMemo(() => ['Class'], []));
  const state = refs.Class;
  return { loading: state?.loading ?? false, options: (state?.options ?? []).filter((o) => o.value !== exclude) };
}
