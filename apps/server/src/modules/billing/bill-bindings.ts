import type { billAttendanceDetail, schoolBillDissent, schoolJoinBill } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';

/** SchoolJoinBill on school_join_bill: read here (school scope), written by Generate, Confirm, the objections and the wallet. */
export const schoolJoinBillBinding: ResourceBinding<typeof schoolJoinBill> = {
  table: 'schoolJoinBill',
  idColumn: 'billId',
  scope: { school: 'schoolId' },
};

/** BillAttendanceDetail on school_join_bill_detail: each child's days of a bill, written with the bill. */
export const billAttendanceDetailBinding: ResourceBinding<typeof billAttendanceDetail> = {
  table: 'schoolJoinBillDetail',
  idColumn: 'detailId',
  scope: { school: 'schoolId' },
  audit: false,
};

/** SchoolBillDissent on school_bill_dissent: read here (school scope), written by Raise and Review. */
export const schoolBillDissentBinding: ResourceBinding<typeof schoolBillDissent> = {
  table: 'schoolBillDissent',
  idColumn: 'dissentId',
  scope: { school: 'schoolId' },
  computed: {
    RaiserName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.create_by`)})`,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.audit_by`)})`,
  },
};
