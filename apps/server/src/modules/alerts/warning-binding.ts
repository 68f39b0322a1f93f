import type { warningEvent } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';

const userName = (t: string, column: string) =>
  sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.${column}`)})`;

/**
 * WarningEvent (/Ai/Warm) on warning_event: class scope (a teacher's classes; warnings of no class,
 * a device's of the school, are the school staff's), read-only through the engine (raiseWarning
 * and the workflow write it). No audit columns: who acted is the workflow's own columns.
 */
export const warningEventBinding: ResourceBinding<typeof warningEvent> = {
  table: 'warningEvent',
  scope: { school: 'schoolId', class: 'classId' },
  audit: false,
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
    AcknowledgedByName: (t) => userName(t, 'acknowledged_by'),
    HandledByName: (t) => userName(t, 'handled_by'),
  },
};
