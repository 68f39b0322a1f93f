import { ATTENDANCE_STATUS, api, attendance, CHECK_METHOD, Code } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { call, childrenOf, ok, teacher01Classes } from './attendance-helpers.ts';
import {
  fixture,
  monday,
  month,
  park,
  park2,
  records,
  school1,
  school2,
  school2Child,
  server,
  teacher,
  token,
  useAttendanceServer,
} from './attendance-register-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The register's scope through the real server: park01 keeps to school 1 and park02 to school
 * 2, teacher01 to their classes; a role without the register's grant is refused.
 */
useAttendanceServer();

describe("the register's scope", () => {
  it('keeps park01 to school 1 and park02 to school 2', async () => {
    const school2Class = await server.db
      .selectFrom('schoolClass')
      .select('classId')
      .where('schoolId', '=', school2)
      .executeTakeFirstOrThrow();
    const before = await records(school2Child);
    const refused = [
      await call(park, api.attendanceClassGrid, { ClassId: school2Class.classId, Month: month }),
      await call(park, api.attendanceDay, { ClassId: school2Class.classId, Date: monday }),
      await call(park, api.attendanceCheckIn, { StudentId: school2Child, Date: monday, Time: '08:00', Method: 1 }),
      await call(park, api.attendanceChildMonth, { StudentId: school2Child, Month: month }),
      await call(park, api.attendanceRateReport, { SchoolId: school2, Month: month }),
      await call(park2, api.attendanceDay, { ClassId: fixture.classId, Date: monday }),
    ];
    // Another school's class or child answers as a missing one (100004), and the same message shape.
    for (const r of refused) expect(r.code).toBe(Code.NotFound);
    expect(refused[3]?.msg).toBe(`StudentId: child ${school2Child} does not exist`);
    expect((await call(park, api.attendanceChildMonth, { StudentId: 987654321, Month: month })).msg).toBe(
      'StudentId: child 987654321 does not exist',
    );
    expect(await records(school2Child)).toEqual(before);

    const classes = await ok(park, api.attendanceClasses, {});
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((c) => c.SchoolId === school1)).toBe(true);
    const rows = await resourceApi(server, attendance)
      .as(token.park02 as string)
      .page({ ClassId: fixture.classId });
    expect(rows.data.total).toBe(0);
  });

  it('keeps teacher01 to their classes: reads and records theirs, nothing of another class', async () => {
    const { ownIds, otherClassId } = await teacher01Classes(server, school1);
    const classes = await ok(teacher, api.attendanceClasses, {});
    expect(classes.map((c) => c.ClassId).sort()).toEqual([...ownIds].sort());

    const ownChild = (await childrenOf(server, ownIds[0] as number))[0] as number;
    const otherChild = (await childrenOf(server, otherClassId))[0] as number;
    const checked = await ok(teacher, api.attendanceCheckIn, {
      StudentId: ownChild,
      Date: monday,
      Time: '07:59',
      Method: CHECK_METHOD.Manual,
    });
    expect(checked.Status).toBe(ATTENDANCE_STATUS.Present);

    const before = await records(otherChild);
    for (const r of [
      await call(teacher, api.attendanceDay, { ClassId: otherClassId, Date: monday }),
      await call(teacher, api.attendanceClassGrid, { ClassId: otherClassId, Month: month }),
      await call(teacher, api.attendanceCheckIn, { StudentId: otherChild, Date: monday, Time: '08:00', Method: 1 }),
      await call(teacher, api.attendanceBulkMark, { StudentIds: [ownChild, otherChild], Date: monday, Status: 2 }),
      await call(teacher, api.attendanceRateReport, { ClassId: otherClassId, Month: month }),
    ])
      expect(r.code).toBe(Code.NotFound);
    expect(await records(otherChild)).toEqual(before);

    // The list shows only their classes' rows; another class's row is not found.
    await ok(park, api.attendanceCheckIn, { StudentId: otherChild, Date: monday, Time: '08:00', Method: 1 });
    const otherRow = (await records(otherChild)).find((r) => r.date === monday);
    const list = resourceApi(server, attendance).as(token.teacher01 as string);
    const page = await list.page({ Date_from: monday, Date_to: monday });
    expect(page.data.list.length).toBeGreaterThan(0);
    expect(page.data.list.every((r) => ownIds.includes(r.ClassId as number))).toBe(true);
    expect((await list.detail(otherRow?.attendanceId as number)).code).toBe(Code.NotFound);
    // A school report read by a teacher has their classes only.
    const report = await ok(teacher, api.attendanceRateReport, { SchoolId: school1, Month: month });
    expect(report.Classes.map((c) => c.ClassId).sort()).toEqual([...ownIds].sort());
  });

  it('refuses the register to a role without its grant', async () => {
    const agent = await server.as('agent01');
    expect((await call(agent, api.attendanceClasses, {})).code).toBe(Code.NoPermission);
    expect((await call(agent, api.attendanceClassGrid, { ClassId: fixture.classId, Month: month })).code).toBe(Code.NoPermission);
  });
});
