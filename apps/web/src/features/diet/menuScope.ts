import { ageBracket, dish } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { useClasses } from '../attendance/register.ts';

/** What the menu screens share: the school, the age bracket, the week's Monday. */
export interface MenuScope {
  schoolId?: number;
  bracketId?: number;
  monday: string;
}

/** The Monday of a day's week (YYYY-MM-DD). */
export const mondayOf = (d: Dayjs): string => d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');

/** The schools the user sees (from their classes: a teacher's own school too). */
export function useSchools() {
  const classes = useClasses();
  const schools = [...new Map((classes.data ?? []).map((c) => [c.SchoolId, c.SchoolName])).entries()].map(([value, label]) => ({
    value,
    label,
  }));
  return { ...classes, schools };
}

export function useBrackets() {
  return useQuery({
    queryKey: [...resourceKey(ageBracket.name), 'options'],
    queryFn: () => resourceCall(ageBracket, 'SelectList', {}),
    staleTime: 300_000,
  });
}

/** The school's dishes (at most a page of 100, by name). */
export function useDishes(schoolId: number | undefined) {
  return useQuery({
    queryKey: [...resourceKey(dish.name), 'of-school', schoolId],
    queryFn: () => resourceCall(dish, 'SelectPage', { SchoolId: schoolId, cur_page: 1, size: 100, sort: 'DishName' }),
    enabled: schoolId != null,
  });
}
