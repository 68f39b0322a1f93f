import {
  birthdayOfIdCardNo,
  isValidIdCardNo,
  LEAVE_STATE,
  type MessageKey,
  maskIdCardNo,
  STUDENT_NEW_STATUSES,
  STUDENT_STATUS,
  type student,
  textsOf,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { localDateSql, schoolToday } from '../../lib/school-dates.ts';
import type { RecordOf, ResourceBinding, WriteValues } from '../../resource/index.ts';
import { ageMonthsSql } from './age-months.ts';
import { idCardCipher } from './id-card.ts';

type Tx = Kysely<Database>;
/** The column a Student write keeps beside its fields: the ID card number's keyed hash (the unique key per school). */
type StudentColumns = { IdCardHash: string };
type Values = WriteValues<typeof student, StudentColumns>;

export const CHILD_HAS_OPEN_LEAVE = 'students.hasOpenLeave';
export const CHILD_HAS_CONTRACT = 'students.hasContract';

/** The stored ID card number in clear ('' when none or unreadable with the current DATA_KEY). */
function revealIdCardNo(stored: unknown): string {
  if (typeof stored !== 'string' || !stored) return '';
  try {
    return idCardCipher().decrypt(stored);
  } catch {
    return '';
  }
}

/**
 * The ID card number as written: checked (shape, date, check character, the birthday it
 * carries), then encrypted with its keyed hash. An edit form sends back the masked number it
 * was shown: that leaves the number as it is.
 */
function writeIdCardNo(values: Values, existing: RecordOf<typeof student> | null): void {
  if (values.IdCardNo === undefined) {
    // A new birthday must still agree with the number kept.
    const kept = existing && values.Birthday ? revealIdCardNo(existing.IdCardNo) : '';
    if (kept && birthdayOfIdCardNo(kept) !== values.Birthday) {
      throw invalid('students.birthdayFromIdCard', { date: birthdayOfIdCardNo(kept) }, 'Birthday');
    }
    return;
  }
  const typed = values.IdCardNo == null ? '' : values.IdCardNo.toUpperCase();
  if (existing && typed && typed === maskIdCardNo(revealIdCardNo(existing.IdCardNo))) {
    delete values.IdCardNo;
    return;
  }
  if (!typed) {
    values.IdCardNo = '';
    values.IdCardHash = null;
    return;
  }
  if (!isValidIdCardNo(typed)) throw invalid('students.idCardInvalid', {}, 'IdCardNo');
  const birthday = values.Birthday ?? existing?.Birthday;
  if (birthday && birthdayOfIdCardNo(typed) !== birthday) {
    throw invalid('students.idCardBirthday', { date: birthdayOfIdCardNo(typed), birthday }, 'IdCardNo');
  }
  const cipher = idCardCipher();
  values.IdCardNo = cipher.encrypt(typed);
  values.IdCardHash = cipher.hash(typed);
}

/** A class that takes one more child: of an active class with a free place (100005 naming it otherwise). */
async function assertClassHasRoom(trx: Tx, classId: number): Promise<void> {
  const r = await sql<{ name: string; capacity: number; state: number; taken: number }>`
    SELECT c.class_name AS name, c.capacity, c.state,
      (SELECT count(*) FROM student s WHERE s.class_id = c.class_id AND s.state = 0)::int AS taken
    FROM school_class c WHERE c.class_id = ${classId} FOR UPDATE OF c`.execute(trx);
  const c = r.rows[0];
  if (!c) return; // the engine's scope check answers a missing class
  if (c.state !== 0) throw conflict('students.classDisabled', { name: c.name }, 'ClassId');
  if (c.taken >= c.capacity) throw conflict('students.classFull', { name: c.name, taken: c.taken, capacity: c.capacity }, 'ClassId');
}

/** Children of `ids` with an open leave, when the leave register (student_leave, the attendance work) exists. */
async function childrenOnLeave(trx: Tx, ids: number[]): Promise<Set<number>> {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('student_leave')::text AS t`.execute(trx);
  if (!exists.rows[0]?.t) return new Set();
  const r = await sql<{ studentId: number }>`
    SELECT DISTINCT l.student_id FROM student_leave l JOIN student s ON s.student_id = l.student_id JOIN school z ON z.school_id = s.school_id
    WHERE l.student_id = ANY(${ids}::bigint[])
      AND (l.state = ${LEAVE_STATE.Pending} OR (l.state = ${LEAVE_STATE.Approved} AND l.end_date >= ${localDateSql('z')}))`.execute(trx);
  return new Set(r.rows.map((x) => x.studentId));
}

/**
 * Children of `ids` holding a contract. HOOK POINT: there is no contract register yet (the
 * Market work brings ContractManage); when it lands, answer the children with a contract that
 * is not void or expired here, and deleting them is refused.
 */
async function childrenWithContracts(_trx: Tx, _ids: number[]): Promise<Set<number>> {
  return new Set();
}

/**
 * Student (StudentManage) on student: school scope, and for teachers the children of their
 * classes. The ID card number is encrypted at rest and answered masked (lists, detail,
 * exports); a child is added into a class only where there is room; status and class change
 * afterwards only through StudentChange and the workflow calls (modules/students); a child
 * with an open leave or a contract cannot be deleted.
 */
export const studentBinding: ResourceBinding<typeof student, StudentColumns> = {
  table: 'student',
  nameGrams: 'StudentName',
  scope: { school: 'schoolId', class: 'classId' },
  columns: { IdCardHash: 'idCardHash' },
  computed: {
    AgeMonths: (t) => ageMonthsSql(t),
    AwaitingClass: (t) => sql`(${sql.ref(`${t}.classId`)} IS NULL AND ${sql.ref(`${t}.state`)} = 0)`,
    IsVip: (t) => sql`coalesce(${sql.ref(`${t}.vipExpireTime`)} > now(), false)`,
  },
  unique: { student_id_card_key: { fields: ['SchoolId', 'IdCardNo'], message: 'unique.idCard' } },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      if (!existing && values.Status != null && !STUDENT_NEW_STATUSES.includes(values.Status)) {
        throw invalid('students.addStatus', {}, 'Status');
      }
      // Required: written when adding, kept when updating.
      const schoolId = (values.SchoolId ?? existing?.SchoolId)!;
      const birthday = values.Birthday ?? existing?.Birthday;
      if (values.Birthday) {
        const d = await schoolToday(trx, schoolId);
        if (d && values.Birthday > d) throw invalid('students.birthdayFuture', {}, 'Birthday');
      }
      const enrol = values.EnrolDate ?? existing?.EnrolDate;
      if (enrol && birthday && enrol < birthday) throw invalid('students.enrolBeforeBirthday', {}, 'EnrolDate');
      writeIdCardNo(values, existing);
      if (!existing && values.ClassId != null) await assertClassHasRoom(trx, values.ClassId);
      if (!existing) values.Status ??= STUDENT_STATUS.Trial;
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => r.StudentId);
      const refuse = (who: Set<number>, why: MessageKey) => {
        const names = rows.filter((r) => who.has(r.StudentId)).map((r) => r.StudentName);
        if (names.length) throw conflict('students.cannotDelete', { names: names.join(', '), why: textsOf(why) });
      };
      refuse(await childrenWithContracts(trx, ids), CHILD_HAS_CONTRACT);
      refuse(await childrenOnLeave(trx, ids), CHILD_HAS_OPEN_LEAVE);
    },
    present: async (rows) => {
      for (const row of rows) row.IdCardNo = maskIdCardNo(revealIdCardNo(row.IdCardNo));
    },
  },
};
