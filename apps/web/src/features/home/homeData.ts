import {
  ATTENDANCE_STATUS,
  api,
  BILL_STATE,
  CERT_STATE,
  DISSENT_STATE,
  ENTRUST_STATE,
  type HomeTodoKey,
  INCOME_WITHDRAW_STATE,
  LEAVE_STATE,
  type OutputOf,
  VIP_REFUND_STATE,
  WITHDRAWAL_STATE,
} from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { useMenu, useUser } from '../../auth/session.ts';
import { pathOfRoute } from '../../router/routeByName.ts';

export type SchoolData = OutputOf<typeof api.homeSchoolData>;
export type Todolist = OutputOf<typeof api.homeTodolist>;
export type TodoItem = Todolist['Items'][number];

/** Today's figures move through the day: read again every minute while the dashboard is open. */
const REFRESH_MS = 60_000;

/** The school the dashboard's today figures are about (`?SchoolId=`), or undefined for all of the user's. */
export function useChosenSchool(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('SchoolId'));
  const chosen = Number.isInteger(n) && n > 0 ? n : undefined;
  const choose = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id == null) next.delete('SchoolId');
    else next.set('SchoolId', String(id));
    setParams(next, { replace: true });
  };
  return [chosen, choose];
}

const input = (schoolId: number | undefined) => (schoolId == null ? {} : { SchoolId: schoolId });

export function useSchoolData(schoolId: number | undefined) {
  const user = useUser();
  return useQuery({
    queryKey: ['home', 'schoolData', user?.SysUserId, user?.SysRoleId, schoolId ?? null],
    queryFn: ({ signal }) => call(api.homeSchoolData, input(schoolId), { silent: true, signal }),
    enabled: !!user,
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}

export type HealthToday = OutputOf<typeof api.homeHealthToday>;

export function useHealthToday(schoolId: number | undefined) {
  const user = useUser();
  return useQuery({
    queryKey: ['home', 'healthToday', user?.SysUserId, user?.SysRoleId, schoolId ?? null],
    queryFn: ({ signal }) => call(api.homeHealthToday, input(schoolId), { silent: true, signal }),
    enabled: !!user,
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}

export function useTodolist(schoolId: number | undefined) {
  const user = useUser();
  return useQuery({
    queryKey: ['home', 'todolist', user?.SysUserId, user?.SysRoleId, schoolId ?? null],
    queryFn: ({ signal }) => call(api.homeTodolist, input(schoolId), { silent: true, signal }),
    enabled: !!user,
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * The filtered screen a to-do item is done on, as that screen reads its URL: pending leave,
 * staff by certificate state, children awaiting a class, today's register records. Null when the
 * user's menu has no such screen.
 */
export function useTodoLink(): (key: HomeTodoKey, menu: string, date: string | null, schoolId: number | undefined) => string | null {
  const menu = useMenu();
  return useMemo(() => {
    const paths = new Map<string, string | null>();
    const pathOf = (name: string) => {
      if (!paths.has(name)) paths.set(name, pathOfRoute(menu, name));
      return paths.get(name) ?? null;
    };
    return (key, menuName, date, schoolId) => {
      const path = pathOf(menuName);
      if (!path) return null;
      const q = new URLSearchParams();
      const day = date ?? '';
      switch (key) {
        case 'leavePending':
          q.set('State', String(LEAVE_STATE.Pending));
          break;
        case 'certExpiring':
          q.set('CertState', String(CERT_STATE.Expiring));
          break;
        case 'certExpired':
          q.set('CertState', String(CERT_STATE.Expired));
          break;
        case 'noClass':
          q.set('AwaitingClass', 'true');
          break;
        case 'absentToday':
          q.set('tab', 'records');
          q.set('Status', String(ATTENDANCE_STATUS.Absent));
          q.set('Date_from', day);
          q.set('Date_to', day);
          break;
        case 'feverToday':
          q.set('tab', 'records');
          q.set('Date_from', day);
          q.set('Date_to', day);
          q.set('sort', '-EntryTemperature');
          break;
        case 'entrustPending':
          q.set('State', String(ENTRUST_STATE.Pending));
          break;
        case 'medicineOverdue':
          q.set('tab', 'doses');
          break;
        case 'incomeWithdrawPending':
          q.set('State', String(INCOME_WITHDRAW_STATE.Pending));
          break;
        case 'vipRefundPending':
          q.set('State', String(VIP_REFUND_STATE.Pending));
          break;
        case 'liveVideoRefundPending':
          q.set('tab', 'liveVideo');
          q.set('State', String(VIP_REFUND_STATE.Pending));
          break;
        case 'withdrawalPending':
          q.set('State', String(WITHDRAWAL_STATE.Pending));
          break;
        case 'billOverdue':
          q.set('State', String(BILL_STATE.Overdue));
          break;
        case 'dissentPending':
          q.set('State', String(DISSENT_STATE.Pending));
          break;
      }
      if (schoolId != null) q.set('SchoolId', String(schoolId));
      return `${path}?${q.toString()}`;
    };
  }, [menu]);
}

/** The register of a class on a day (Kaoqin's register tab), or null without the screen. */
export function useRegisterLink(): (classId: number, date: string | null) => string | null {
  const menu = useMenu();
  return useMemo(() => {
    const path = pathOfRoute(menu, 'Kaoqin');
    return (classId, date) => {
      if (!path) return null;
      const q = new URLSearchParams({ tab: 'register', ClassId: String(classId) });
      if (date) q.set('Date', date);
      return `${path}?${q.toString()}`;
    };
  }, [menu]);
}
