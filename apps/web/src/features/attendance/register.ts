import { ATTENDANCE_STATUS, api, attendance, type OutputOf } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { call } from '../../api/request.ts';
import { schoolNow, schoolToday } from '../../lib/schoolTime.ts';

/** What the register's screens share: answer types, the query key, the status marks, the class picker. */
export type ClassOption = OutputOf<typeof api.attendanceClasses>[number];
export type Grid = OutputOf<typeof api.attendanceClassGrid>;
export type GridChild = Grid['Children'][number];
export type DayRow = OutputOf<typeof api.attendanceDay>['Children'][number];
export type RateRow = OutputOf<typeof api.attendanceRateReport>['Classes'][number];

/** Every query of the register starts with this key (invalidated after a write). */
export const REGISTER_KEY = ['resource', attendance.name] as const;
export const SHORT: Record<number, string> = {
  [ATTENDANCE_STATUS.Present]: '✓',
  [ATTENDANCE_STATUS.Absent]: '✗',
  [ATTENDANCE_STATUS.Leave]: '○',
  [ATTENDANCE_STATUS.Late]: '◔',
  [ATTENDANCE_STATUS.LeftEarly]: '◑',
};
export const NON_SCHOOL_DAY_BG = 'rgba(0, 0, 0, 0.04)';

export function useClasses() {
  return useQuery({
    queryKey: [...REGISTER_KEY, 'classes'],
    queryFn: () => call(api.attendanceClasses, {}, { silent: true }),
    staleTime: 60_000,
  });
}

/** The class picker's options: grouped by school when the user sees several. */
export function classOptions(classes: readonly ClassOption[], gradeText: (v: string) => string): SelectProps['options'] {
  const schools = [...new Map(classes.map((c) => [c.SchoolId, c.SchoolName])).entries()];
  const option = (c: ClassOption) => ({ value: c.ClassId, label: `${c.ClassName} · ${gradeText(c.Grade)}` });
  if (schools.length <= 1) return classes.map(option);
  return schools.map(([id, name]) => ({ label: name, title: name, options: classes.filter((c) => c.SchoolId === id).map(option) }));
}

/** The class the register opens on: the caller's own (a teacher's), else the first with children, else the first. */
export const defaultClassOf = (classes: readonly ClassOption[] | undefined): number | undefined =>
  (classes?.find((c) => c.Mine) ?? classes?.find((c) => c.Children > 0) ?? classes?.[0])?.ClassId;

/** 'HH:mm' plus some minutes, on the same day. */
const plusMinutes = (clock: string, minutes: number) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A check-in entered after the fact: today, once an arrival now would be late (the school's
 * opening plus its late margin). The real arrival time is then asked for, not taken to be now,
 * so a child who came at 08:00 is not made late by an entry at 10:14.
 */
export const asksArrivalTime = (date: string, timeZone?: string, openTime?: string, lateAfterMinutes?: number): boolean =>
  date === schoolToday(timeZone) && !!openTime && schoolNow(timeZone) >= plusMinutes(openTime, lateAfterMinutes ?? 0);
