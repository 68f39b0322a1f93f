import type { contractChange } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';

const payload = (t: string, key: string) => sql`(${sql.ref(`${t}.payload`)} ->> ${sql.lit(key)})`;

/** ContractChange on contract_change: read here (school scope), written by ContractChange/Request and Audit. */
export const contractChangeBinding: ResourceBinding<typeof contractChange> = {
  table: 'contractChange',
  idColumn: 'changeId',
  scope: { school: 'schoolId' },
  computed: {
    ContractNo: (t) => sql`(SELECT c.contract_no FROM contract c WHERE c.contract_id = ${sql.ref(`${t}.contract_id`)})`,
    StudentName: (t) =>
      sql`(SELECT s.student_name FROM contract c JOIN student s USING (student_id) WHERE c.contract_id = ${sql.ref(`${t}.contract_id`)})`,
    NewClassId: (t) => sql`${payload(t, 'ClassId')}::bigint`,
    NewPackageId: (t) => sql`${payload(t, 'PackageId')}::bigint`,
    FromDate: (t) => sql`${payload(t, 'FromDate')}`,
    ToDate: (t) => sql`${payload(t, 'ToDate')}`,
    RequesterName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.create_by`)})`,
    AuditorName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.audit_by`)})`,
  },
};
