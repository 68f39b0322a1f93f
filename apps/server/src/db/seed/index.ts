import { IDENTITY_TYPE, menuTree } from '@kc/contract';
import { sql } from 'kysely';
import { hashPlainPassword } from '../../lib/hash.ts';
import type { Db } from '../index.ts';
import { seedActivities } from './activities.ts';
import { seedPlatformOnlyMenus } from './alerts.ts';
import { seedAppraisal } from './appraisal.ts';
import { seedAssessment } from './assessment.ts';
import { seedAttendance } from './attendance.ts';
import { seedBilling } from './billing.ts';
import { seedClientRolesAndSales } from './clientRoles.ts';
import { seedContracts } from './contracts.ts';
import { seedDailyCareGrants } from './daily-care.ts';
import {
  DEMO_PASSWORD,
  demoAccounts,
  demoAgents,
  demoClasses,
  demoEntryGrants,
  demoRoles,
  demoSchools,
  demoVisits,
  givenNames,
  STUDENTS_PER_SCHOOL,
  surnames,
  teacherNames,
} from './demo.ts';
import { seedDevices } from './devices.ts';
import { seedEntrust } from './entrust.ts';
import { seedGrowth } from './growth.ts';
import { seedIncome } from './income.ts';
import { insertMenuTree } from './menu-tree.ts';
import { seedPayments } from './payments.ts';
import { seedPeople } from './people.ts';
import { seedPromotion } from './promotion.ts';
import { seedReference } from './reference.ts';
import { seedReports } from './reports.ts';
import { seedSmartSettings } from './smart-settings.ts';

/** A small deterministic generator so every fresh demo looks the same. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const academicYear = (now = new Date()) => {
  const y = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  return `${y}-${y + 1}`;
};

/** Seeds the demo network when the database has no account yet; all or nothing. */
export async function seedIfEmpty(db: Db): Promise<void> {
  const any = await db.selectFrom('sysUser').select('sysUserId').limit(1).executeTakeFirst();
  if (any) return;
  const passwordHash = await hashPlainPassword(DEMO_PASSWORD);
  const rand = sequence(20261122);

  await db.transaction().execute(async (trx) => {
    // Serialises two instances seeding the same empty database.
    await sql`SELECT pg_advisory_xact_lock(7007)`.execute(trx);
    if (await trx.selectFrom('sysUser').select('sysUserId').limit(1).executeTakeFirst()) return;

    const agentIds = new Map<string, number>();
    for (const { key, ...a } of demoAgents) {
      const row = await trx.insertInto('agent').values(a).returning('agentId').executeTakeFirstOrThrow();
      agentIds.set(key, row.agentId);
    }

    const year = academicYear();
    const thisYear = new Date().getFullYear();
    const schools: { schoolId: number; principalTeacherId: number; teacherIds: number[]; classIds: number[] }[] = [];
    for (const [si, { agent, ...s }] of demoSchools.entries()) {
      const { schoolId } = await trx
        .insertInto('school')
        .values({ ...s, agentId: agentIds.get(agent) ?? null, openDate: '2019-09-01', licenseNo: `EDU-${s.provinceCode}-${1000 + si}` })
        .returning('schoolId')
        .executeTakeFirstOrThrow();

      const principal = await trx
        .insertInto('teacher')
        .values({
          schoolId,
          name: s.principalName,
          mobile: demoAccounts.find((a) => a.fullName === s.principalName)?.mobile ?? `1370000${si}000`,
          post: 1,
          entryDate: '2019-08-15',
        })
        .returning('teacherId')
        .executeTakeFirstOrThrow();

      const teacherIds: number[] = [];
      for (let t = 0; t < 3; t++) {
        const name = si === 0 && t === 0 ? '刘老师' : (teacherNames[(si * 3 + t) % teacherNames.length] ?? '老师');
        const mobile = si === 0 && t === 0 ? '13800000008' : `137${String(si).padStart(2, '0')}${String(t).padStart(6, '0')}`;
        const row = await trx
          .insertInto('teacher')
          .values({ schoolId, name, mobile, post: t === 2 ? 3 : 2, gender: 2, entryDate: `${2020 + t}-08-20` })
          .returning('teacherId')
          .executeTakeFirstOrThrow();
        teacherIds.push(row.teacherId);
      }

      const classIds: number[] = [];
      for (const [ci, c] of demoClasses.entries()) {
        const headTeacherId = teacherIds[ci % teacherIds.length] ?? null;
        const row = await trx
          .insertInto('schoolClass')
          .values({
            schoolId,
            className: c.className,
            grade: c.grade,
            academicYear: year,
            headTeacherId,
            capacity: 25,
            room: `${ci + 1}0${si + 1}`,
          })
          .returning('classId')
          .executeTakeFirstOrThrow();
        classIds.push(row.classId);
        if (headTeacherId) await trx.insertInto('classTeacher').values({ classId: row.classId, teacherId: headTeacherId }).execute();
      }
      // The demo teacher of school 1 also helps in the middle class.
      if (si === 0 && teacherIds[0] && classIds[1])
        await trx.insertInto('classTeacher').values({ classId: classIds[1], teacherId: teacherIds[0] }).execute();

      for (let k = 0; k < STUDENTS_PER_SCHOOL; k++) {
        const ci = k % classIds.length;
        const age = 3 + ci; // junior 3, middle 4, senior 5
        const surname = surnames[Math.floor(rand() * surnames.length)] ?? '王';
        const given = givenNames[Math.floor(rand() * givenNames.length)] ?? '子涵';
        const month = 1 + Math.floor(rand() * 12);
        const day = 1 + Math.floor(rand() * 28);
        const { studentId } = await trx
          .insertInto('student')
          .values({
            schoolId,
            classId: classIds[ci] ?? null,
            studentName: surname + given,
            gender: 1 + (k % 2),
            birthday: `${thisYear - age - 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
            enrolDate: `${year.slice(0, 4)}-09-01`,
            status: 2,
          })
          .returning('studentId')
          .executeTakeFirstOrThrow();
        const parents = [
          { name: `${surname}${k % 2 ? '建华' : '志强'}`, relation: 1 },
          { name: `${surnames[(k + 7) % surnames.length]}${k % 2 ? '秀英' : '美玲'}`, relation: 2 },
        ].slice(0, k % 3 === 0 ? 1 : 2);
        for (const [pi, p] of parents.entries()) {
          const mobile = `15${si}${String(k).padStart(2, '0')}${pi}${String(Math.floor(rand() * 1e5)).padStart(5, '0')}`;
          const { parentId } = await trx
            .insertInto('parent')
            .values({ schoolId, name: p.name, mobile, relation: p.relation })
            .returning('parentId')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('studentParent')
            .values({ studentId, parentId, isPrimary: pi === 0 })
            .execute();
        }
      }
      schools.push({ schoolId, principalTeacherId: principal.teacherId, teacherIds, classIds });
    }

    for (const [si, school] of schools.entries()) {
      const rows = demoVisits.map((v) => {
        const arrival = new Date();
        arrival.setDate(arrival.getDate() - v.daysAgo);
        arrival.setHours(v.hour, 10 + si * 5, 0, 0);
        return {
          schoolId: school.schoolId,
          visitorName: v.visitorName,
          mobile: v.mobile,
          reason: v.reason,
          hostName: v.host === 'principal' ? demoSchools[si]?.principalName : '',
          visitTime: arrival,
          leaveTime: v.stay == null ? null : new Date(arrival.getTime() + v.stay * 60_000),
          temperature: v.temperature,
          state: v.state,
        };
      });
      await trx.insertInto('visit').values(rows).execute();
    }

    const menus = await insertMenuTree(trx, menuTree);

    const roleIds = new Map<string, number>();
    for (const r of demoRoles) {
      const { sysRoleId } = await trx
        .insertInto('sysRole')
        .values({ roleName: r.roleName, roleType: r.roleType, roleValue: r.roleValue })
        .returning('sysRoleId')
        .executeTakeFirstOrThrow();
      roleIds.set(r.key, sysRoleId);
      const menuIds = new Set<number>();
      for (const section of r.sections)
        for (const id of section === '*' ? menus.every : (menus.subtree.get(section) ?? [])) menuIds.add(id);
      const actions = r.key === 'teacher' || r.key === 'government' ? ['view'] : ['view', 'add', 'edit', 'delete', 'audit', 'export'];
      const rows = [...menuIds].map((sysMenuId) => ({ sysRoleId, sysMenuId, actionValues: actions }));
      if (rows.length) await trx.insertInto('sysRoleMenu').values(rows).execute();
      // Single entries beside the sections, with their own actions (replacing a section's, e.g. a teacher writing diet records).
      for (const g of demoEntryGrants.filter((x) => x.role === r.key)) {
        const sysMenuId = menus.ids.get(g.menu);
        if (sysMenuId == null) continue;
        if (menuIds.has(sysMenuId))
          await trx
            .updateTable('sysRoleMenu')
            .set({ actionValues: g.actions })
            .where('sysRoleId', '=', sysRoleId)
            .where('sysMenuId', '=', sysMenuId)
            .execute();
        else await trx.insertInto('sysRoleMenu').values({ sysRoleId, sysMenuId, actionValues: g.actions }).execute();
      }
    }

    for (const a of demoAccounts) {
      const school = a.schools?.[0] ? schools[a.schools[0] - 1] : undefined;
      let identityId: number | null = null;
      if (a.identity?.startsWith('agent:')) identityId = agentIds.get(a.identity.slice(6)) ?? null;
      if (a.identity === 'principal') identityId = school?.principalTeacherId ?? null;
      if (a.identity === 'teacher') identityId = school?.teacherIds[0] ?? null;
      const firstRole = roleIds.get(a.roles[0] ?? '') ?? null;
      const { sysUserId } = await trx
        .insertInto('sysUser')
        .values({
          username: a.username,
          fullName: a.fullName,
          mobile: a.mobile,
          passwordHash,
          identityType: a.identityType,
          identityId,
          currentRoleId: firstRole,
          // Accounts other than the fresh park admin have already seen this version and the guide.
          sysVersion: a.fresh ? '' : 'V1.3.11',
          guideClosed: !a.fresh,
        })
        .returning('sysUserId')
        .executeTakeFirstOrThrow();
      for (const key of a.roles)
        await trx
          .insertInto('sysUserRole')
          .values({ sysUserId, sysRoleId: roleIds.get(key) as number })
          .execute();
      for (const n of a.schools ?? []) {
        const s = schools[n - 1];
        if (s) await trx.insertInto('sysUserSchool').values({ sysUserId, schoolId: s.schoolId }).execute();
      }
      if (identityId && a.identityType === IDENTITY_TYPE.School) {
        await trx.updateTable('teacher').set({ sysUserId }).where('teacherId', '=', identityId).execute();
      }
    }

    await seedReference(trx);
    await seedClientRolesAndSales(trx);
    await seedAttendance(trx, year);
    await seedDailyCareGrants(trx);
    await seedPeople(trx);
    await seedGrowth(trx);
    await seedEntrust(trx);
    await seedPlatformOnlyMenus(trx);
    await seedSmartSettings(trx);
    await seedDevices(trx);
    await seedPromotion(trx);
    await seedContracts(trx);
    await seedPayments(trx);
    await seedIncome(trx);
    await seedBilling(trx);
    await seedActivities(trx);
    await seedReports(trx);
    await seedAssessment(trx);
    await seedAppraisal(trx);
  });
}
