import {
  ATTENDANCE_STATUS,
  CHECK_METHOD,
  isSchoolDayKind,
  LEAVE_KIND,
  LEAVE_SOURCE,
  LEAVE_STATE,
  ROLE_TYPE,
  SCHOOL_TIME_ZONE,
  VACATION_KIND,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { addDays, clockOf, instantAt, todayIn } from '../../lib/local-dates.ts';
import { attendanceRulesIn, statusFromTimes } from '../../modules/attendance/rules.ts';
import { buildCalendar, templateDates } from '../../modules/calendar/school-calendar.ts';
import type { Database } from '../schema.ts';

/** The demo's template of national holidays, by month and day (dates of the 2026–2027 school year). */
export const DEMO_HOLIDAY_TEMPLATE = {
  name: '国家法定节假日',
  items: [
    { itemName: '中秋节', kind: VACATION_KIND.Holiday, startMonth: 9, startDay: 25, days: 3 },
    { itemName: '国庆节', kind: VACATION_KIND.Holiday, startMonth: 10, startDay: 1, days: 7 },
    { itemName: '国庆调休上班', kind: VACATION_KIND.MakeUpDay, startMonth: 10, startDay: 10, days: 1 },
    { itemName: '元旦', kind: VACATION_KIND.Holiday, startMonth: 1, startDay: 1, days: 3 },
    { itemName: '春节', kind: VACATION_KIND.Holiday, startMonth: 2, startDay: 5, days: 7 },
    { itemName: '清明节', kind: VACATION_KIND.Holiday, startMonth: 4, startDay: 3, days: 3 },
    { itemName: '劳动节', kind: VACATION_KIND.Holiday, startMonth: 5, startDay: 1, days: 5 },
    { itemName: '劳动节调休上班', kind: VACATION_KIND.MakeUpDay, startMonth: 5, startDay: 8, days: 1 },
    { itemName: '端午节', kind: VACATION_KIND.Holiday, startMonth: 6, startDay: 9, days: 1 },
  ],
} as const;

/** Days of register the demo starts with (before today). */
const DEMO_DAYS = 28;

/** What teachers do with the register beside reading it (the seed grants them only 'view' elsewhere). */
const TEACHER_REGISTER_GRANTS: Record<string, string[]> = {
  Kaoqin: ['view', 'add', 'edit', 'export'],
  FreeManage: ['view', 'add', 'edit', 'audit'],
};

function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * The demo's attendance: teachers keep their classes' register and audit their leave; a
 * national-holiday template copied into every school for this school year; four weeks of
 * children's and staff's days (some late, some gone early, some absent), past leave marked in
 * the register, and one pending sick leave at school 1. Runs inside the seed's transaction.
 */
export async function seedAttendance(trx: Kysely<Database>, academicYear: string): Promise<void> {
  const rand = sequence(20261123);
  for (const [menu, actions] of Object.entries(TEACHER_REGISTER_GRANTS)) {
    await sql`UPDATE sys_role_menu rm SET action_values = ${actions}::text[]
      FROM sys_role r, sys_menu m
      WHERE rm.sys_role_id = r.sys_role_id AND r.role_type = ${ROLE_TYPE.Teacher}
        AND rm.sys_menu_id = m.sys_menu_id AND m.name = ${menu}`.execute(trx);
  }

  const { vacationTemplateId } = await trx
    .insertInto('vacationTemplate')
    .values({ templateName: DEMO_HOLIDAY_TEMPLATE.name, remark: '按月日定义，复制到学年时换算为具体日期' })
    .returning('vacationTemplateId')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('vacationTemplateItem')
    .values(DEMO_HOLIDAY_TEMPLATE.items.map((i) => ({ ...i, vacationTemplateId })))
    .execute();
  const firstYear = Number(academicYear.slice(0, 4));
  const entries = DEMO_HOLIDAY_TEMPLATE.items.map((i) => ({ ...i, ...templateDates(firstYear, i) }));

  const today = todayIn(SCHOOL_TIME_ZONE);
  const start = addDays(today, -DEMO_DAYS);
  const end = addDays(today, -1);

  const schools = await trx.selectFrom('school').select('schoolId').orderBy('schoolId').execute();
  for (const [si, { schoolId }] of schools.entries()) {
    await trx
      .insertInto('vacation')
      .values(
        entries.map((e) => ({ schoolId, vacationName: e.itemName, kind: e.kind, startDate: e.from, endDate: e.to, vacationTemplateId })),
      )
      .execute();
    const days = buildCalendar(
      start,
      end,
      entries.map((e) => ({ kind: e.kind, startDate: e.from, endDate: e.to, name: e.itemName })),
    )
      .filter((d) => isSchoolDayKind(d.Kind))
      .map((d) => d.Date);
    const rules = await attendanceRulesIn(trx, schoolId);
    const at = (date: string, minutes: number) => instantAt(date, clockOf(minutes), rules.timeZone);

    const children = await sql<{ studentId: number; classId: number; pickUp: string | null }>`
      SELECT s.student_id, s.class_id,
        (SELECT p.name FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
         WHERE sp.student_id = s.student_id ORDER BY sp.is_primary DESC, p.parent_id LIMIT 1) AS pick_up
      FROM student s WHERE s.school_id = ${schoolId} AND s.class_id IS NOT NULL ORDER BY s.student_id`.execute(trx);

    // A past approved personal leave (two school days) for the school's second child.
    const onLeave = children.rows[1];
    const leaveDays = days.slice(-6, -4);
    let leaveId: number | null = null;
    if (onLeave && leaveDays.length === 2) {
      const row = await trx
        .insertInto('studentLeave')
        .values({
          schoolId,
          classId: onLeave.classId,
          studentId: onLeave.studentId,
          kind: LEAVE_KIND.Personal,
          startDate: leaveDays[0] as string,
          endDate: leaveDays[1] as string,
          reason: '随家长外出探亲',
          state: LEAVE_STATE.Approved,
          source: LEAVE_SOURCE.Parent,
          auditTime: new Date(),
          auditRemark: '同意',
        })
        .returning('leaveId')
        .executeTakeFirstOrThrow();
      leaveId = row.leaveId;
    }

    const rows = [];
    for (const date of days) {
      for (const c of children.rows) {
        const base = { schoolId, classId: c.classId, studentId: c.studentId, date };
        if (leaveId && c === onLeave && leaveDays.includes(date)) {
          rows.push({ ...base, status: ATTENDANCE_STATUS.Leave, leaveId });
          continue;
        }
        const roll = rand();
        if (roll < 0.06) {
          rows.push({ ...base, status: ATTENDANCE_STATUS.Absent });
          continue;
        }
        // Most arrive 07:35–07:59; one in ten after 08:00 (late); one in twenty leaves by 16:30.
        const inAt = roll < 0.16 ? 480 + Math.floor(rand() * 40) : 455 + Math.floor(rand() * 25);
        const outAt = roll > 0.95 ? 900 + Math.floor(rand() * 90) : 1020 + Math.floor(rand() * 30);
        rows.push({
          ...base,
          status: statusFromTimes(inAt, outAt, rules),
          checkInTime: at(date, inAt),
          checkInMethod: rand() < 0.7 ? CHECK_METHOD.Face : CHECK_METHOD.Card,
          entryTemperature: Math.round((36.2 + rand() * 0.9) * 10) / 10,
          checkOutTime: at(date, outAt),
          checkOutMethod: CHECK_METHOD.Face,
          pickUpPerson: c.pickUp ?? '',
        });
      }
    }
    if (rows.length) await trx.insertInto('attendance').values(rows).execute();

    // Staff: the class teachers check in before opening; on one day one of them is away.
    const staff = await sql<{ teacherId: number }>`
      SELECT DISTINCT ct.teacher_id FROM class_teacher ct JOIN school_class c ON c.class_id = ct.class_id
      WHERE c.school_id = ${schoolId} ORDER BY ct.teacher_id`.execute(trx);
    const staffRows = [];
    for (const [di, date] of days.entries()) {
      for (const [ti, { teacherId }] of staff.rows.entries()) {
        if (di === days.length - 3 && ti === si % Math.max(staff.rows.length, 1)) {
          staffRows.push({ schoolId, teacherId, date, status: ATTENDANCE_STATUS.Leave, remark: '事假' });
          continue;
        }
        const inAt = 430 + Math.floor(rand() * 25);
        const outAt = 1055 + Math.floor(rand() * 30);
        staffRows.push({
          schoolId,
          teacherId,
          date,
          status: statusFromTimes(inAt, outAt, rules),
          checkInTime: at(date, inAt),
          checkOutTime: at(date, outAt),
          method: CHECK_METHOD.Face,
        });
      }
    }
    if (staffRows.length) await trx.insertInto('teacherCheckIn').values(staffRows).execute();
  }

  // One sick leave waiting for the park admin of school 1: the first child of its first class, from tomorrow.
  const first = await sql<{ studentId: number; schoolId: number; classId: number }>`
    SELECT s.student_id, s.school_id, s.class_id FROM student s
    WHERE s.school_id = (SELECT min(school_id) FROM school) AND s.class_id IS NOT NULL
    ORDER BY s.class_id, s.student_id LIMIT 1`.execute(trx);
  const child = first.rows[0];
  if (child) {
    await trx
      .insertInto('studentLeave')
      .values({
        schoolId: child.schoolId,
        classId: child.classId,
        studentId: child.studentId,
        kind: LEAVE_KIND.Sick,
        startDate: addDays(today, 1),
        endDate: addDays(today, 2),
        reason: '夜里发烧，医生建议在家休息两天',
        symptoms: ['fever', 'cough'],
        state: LEAVE_STATE.Pending,
        source: LEAVE_SOURCE.Parent,
      })
      .execute();
  }
}
