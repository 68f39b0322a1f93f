// The home page's to-do list (Home/GetTodolist): its items and the screens they are done on.
// No zod here: the web reads these.

import type { MenuName } from '../menus/tree.ts';

export const HOME_TODO_KEYS = [
  'leavePending',
  'certExpiring',
  'certExpired',
  'noClass',
  'absentToday',
  'feverToday',
  'entrustPending',
  'medicineOverdue',
  'incomeWithdrawPending',
  'vipRefundPending',
  'withdrawalPending',
  'billOverdue',
  'dissentPending',
  'liveVideoRefundPending',
] as const;
export type HomeTodoKey = (typeof HOME_TODO_KEYS)[number];

/** Each to-do item names the screen it is done on: its menu entry (and the grant the item needs). */
export const HOME_TODO_SCREENS: Record<HomeTodoKey, { menu: MenuName; action: 'view' | 'audit' }> = {
  leavePending: { menu: 'FreeManage', action: 'audit' },
  certExpiring: { menu: 'TeacherManage', action: 'view' },
  certExpired: { menu: 'TeacherManage', action: 'view' },
  noClass: { menu: 'StudentManage', action: 'view' },
  absentToday: { menu: 'Kaoqin', action: 'view' },
  feverToday: { menu: 'Kaoqin', action: 'view' },
  entrustPending: { menu: 'parentsEntrust', action: 'audit' },
  medicineOverdue: { menu: 'parentsEntrust', action: 'view' },
  incomeWithdrawPending: { menu: 'SchoolIncomeWithdraw', action: 'audit' },
  vipRefundPending: { menu: 'VipRefund', action: 'audit' },
  withdrawalPending: { menu: 'WithdrawalApply', action: 'audit' },
  billOverdue: { menu: 'SchoolJoinBill', action: 'view' },
  dissentPending: { menu: 'SchoolBillDissent', action: 'audit' },
  // Live-video refunds are audited on the VIP refunds' screen (its second tab).
  liveVideoRefundPending: { menu: 'VipRefund', action: 'audit' },
};

/** The first items of a to-do list shown on the home page. */
export const HOME_TODO_FIRST = 5;
