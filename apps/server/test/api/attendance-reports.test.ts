import { ATTENDANCE_STATUS, api, Code, DAY_KIND, teacherCheckIn, vacation } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import {
  beijingIso,
  beijingToday,
  call,
  daysOfMonth,
  fixtureClass,
  isWeekend,
  nthWeekday,
  ok,
  pastMonth,
  plusDays,
} from './attendance-helpers.ts';
import { month, park, park2, school1, server, token, useAttendanceServer } from './attendance-register-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The register's reports through the real server: the rate report (holidays out, make-up days in)
 * and the staff ratio.
 */
useAttendanceServer();

describe('Attendance/GetRateReport', () => {
  it('counts present days over children × school days: holidays out, make-up days in', async () => {
    const rate = await fixtureClass(server, school1, { grade: 'middle', children: 2, name: '出勤率测试班' });
    const [x, y] = rate.studentIds as [number, number];
    const rateMonth = pastMonth(13);
    const firstWednesday = nthWeekday(rateMonth, 1, 3);
    const holiday = [firstWednesday, plusDays(firstWednesday, 1)]; // first Wednesday and the Thursday after
    const makeUp = nthWeekday(rateMonth, 2, 6); // second Saturday
    const v = resourceApi(server, vacation).as(token.park01 as string);
    expect((await v.add({ SchoolId: school1, VacationName: '测试假期', Kind: 1, StartDate: holiday[0], EndDate: holiday[1] })).code).toBe(
      Code.Success,
    );
    expect((await v.add({ SchoolId: school1, VacationName: '测试调休', Kind: 2, StartDate: makeUp, EndDate: makeUp })).code).toBe(
      Code.Success,
    );

    const schoolDays = daysOfMonth(rateMonth).filter((d) => !isWeekend(d)).length - 2 + 1;
    const workdays = daysOfMonth(rateMonth).filter((d) => !isWeekend(d) && !holiday.includes(d));
    // x: present on three weekdays, on the holiday (not a school day: not counted) and on the make-up Saturday.
    for (const d of [...workdays.slice(0, 3), holiday[0] as string, makeUp])
      await ok(park, api.attendanceBulkMark, { StudentIds: [x], Date: d, Status: 1 });
    // y: one day on leave, one late.
    await ok(park, api.attendanceBulkMark, { StudentIds: [y], Date: workdays[3] as string, Status: ATTENDANCE_STATUS.Leave });
    await ok(park, api.attendanceCheckIn, { StudentId: y, Date: workdays[4] as string, Time: '09:00', Method: 1 });

    const report = await ok(park, api.attendanceRateReport, { ClassId: rate.classId, Month: rateMonth });
    expect(report.SchoolDays).toBe(schoolDays);
    expect(report.Calendar.map((d) => [d.Date, d.Kind])).toEqual([
      [holiday[0], DAY_KIND.Holiday],
      [holiday[1], DAY_KIND.Holiday],
      [makeUp, DAY_KIND.MakeUpDay],
    ]);
    const expected = 2 * schoolDays;
    expect(report.Classes).toEqual([
      {
        ClassId: rate.classId,
        ClassName: '出勤率测试班',
        Grade: 'middle',
        Children: 2,
        ExpectedDays: expected,
        PresentDays: 5,
        LateDays: 1,
        LeaveDays: 1,
        AbsentDays: expected - 6,
        Rate: Math.round((5 / expected) * 10_000) / 10_000,
      },
    ]);

    // The school's report has the class among the school's, and a total that adds them up.
    const all = await ok(park, api.attendanceRateReport, { SchoolId: school1, Month: rateMonth });
    expect(all.Classes.find((c) => c.ClassId === rate.classId)?.PresentDays).toBe(5);
    expect(all.Total.PresentDays).toBe(all.Classes.reduce((n, c) => n + c.PresentDays, 0));
    expect(all.Total.ExpectedDays).toBe(all.Classes.reduce((n, c) => n + c.ExpectedDays, 0));
  });
});

describe('TeacherCheckIn/GetRatio', () => {
  it('flags a class whose children present exceed staff on duty × the grade limit', async () => {
    const staff = await server.db
      .selectFrom('teacher')
      .select('teacherId')
      .where('schoolId', '=', school1)
      .orderBy('teacherId')
      .limit(2)
      .execute();
    const [t1, t2] = staff.map((s) => s.teacherId) as [number, number];
    const ratio = await fixtureClass(server, school1, { grade: 'junior', children: 3, teacherIds: [t1, t2], name: '师幼比测试班' });
    const day = nthWeekday(month, 3, 2);
    await ok(park, api.attendanceBulkMark, { StudentIds: ratio.studentIds, Date: day, Status: 1 });
    const classOf = async () =>
      (await ok(park, api.teacherCheckInRatio, { SchoolId: school1, Date: day })).Classes.find((c) => c.ClassId === ratio.classId);

    expect(await classOf()).toMatchObject({ StaffOnDuty: 0, ChildrenPresent: 3, Limit: 2, Ratio: null, Flagged: true });
    const t = resourceApi(server, teacherCheckIn).as(token.park01 as string);
    const first = await t.add({ TeacherId: t1, Date: day, CheckInTime: beijingIso(day, '07:40'), Method: 1 });
    expect(first.code).toBe(Code.Success);
    expect(await classOf()).toMatchObject({ StaffOnDuty: 1, ChildrenPresent: 3, Ratio: 3, Flagged: true });
    // Absent staff are not on duty.
    expect((await t.add({ TeacherId: t2, Date: day, Status: ATTENDANCE_STATUS.Absent })).code).toBe(Code.Success);
    expect((await classOf())?.Flagged).toBe(true);
    const second = (await t.page({ TeacherId: t2, Date_from: day, Date_to: day })).data.list[0];
    expect((await t.update({ TeacherCheckInId: second?.TeacherCheckInId, CheckInTime: beijingIso(day, '07:55') })).code).toBe(Code.Success);
    expect(await classOf()).toMatchObject({ StaffOnDuty: 2, Ratio: 1.5, Flagged: false });

    // A staff check-in's status follows the school's rules; a day to come is refused.
    const late = await t.add({ TeacherId: t1, Date: plusDays(day, 1), CheckInTime: beijingIso(plusDays(day, 1), '08:20') });
    expect(late.code).toBe(Code.Success);
    expect((await t.detail(late.data.TeacherCheckInId as number)).data.Status).toBe(ATTENDANCE_STATUS.Late);
    expect((await t.add({ TeacherId: t1, Date: plusDays(beijingToday(), 2), Status: 2 })).code).toBe(Code.InvalidInput);
    expect((await t.add({ TeacherId: t1, Date: day, Status: 2 })).code).toBe(Code.Conflict);
    expect(await call(park2, api.teacherCheckInRatio, { SchoolId: school1, Date: day })).toMatchObject({
      code: Code.NotFound,
      msg: `SchoolId: school ${school1} does not exist`,
    });
  });
});
