import { ATTENDANCE_STATUS, api, attendance, CHECK_METHOD, Code, DAY_KIND } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { beijingIso, beijingToday, call, daysOfMonth, fixtureClass, isWeekend, ok, plusDays, userId } from './attendance-helpers.ts';
import {
  admin,
  fixture,
  monday,
  month,
  park,
  records,
  school1,
  school2Child,
  server,
  token,
  useAttendanceServer,
} from './attendance-register-helpers.ts';
import { readSheet, resourceApi } from './resource-helpers.ts';

/**
 * The children's register (Kaoqin) through the real server: check-in / check-out with the
 * school's late and early-leave rules, bulk marking, the class grid, the child's month,
 * corrections through the list. The scope (park01 vs school 2, teacher01 vs a class not
 * theirs) is in attendance-scope.test.ts, the rate report and the staff ratio in
 * attendance-reports.test.ts.
 */
useAttendanceServer();

describe('Attendance/CheckIn and CheckOut', () => {
  it('records arrival and departure with time, method, temperature and pick-up person; late and left early by the school’s rules', async () => {
    const [a, b, c] = fixture.studentIds as [number, number, number];
    const onTime = await ok(park, api.attendanceCheckIn, {
      StudentId: a,
      Date: monday,
      Time: '08:14',
      Method: CHECK_METHOD.Face,
      EntryTemperature: 36.6,
    });
    expect(onTime).toMatchObject({
      StudentId: a,
      Status: ATTENDANCE_STATUS.Present,
      CheckInTime: beijingIso(monday, '08:14'),
      CheckInMethod: CHECK_METHOD.Face,
      EntryTemperature: 36.6,
      Fever: false,
    });
    // The rule's own words: "this many minutes after opening, or later".
    expect((await ok(park, api.attendanceCheckIn, { StudentId: b, Date: monday, Time: '08:15', Method: CHECK_METHOD.Card })).Status).toBe(
      ATTENDANCE_STATUS.Late,
    );
    const feverish = await ok(park, api.attendanceCheckIn, {
      StudentId: c,
      Date: monday,
      Time: '07:50',
      Method: CHECK_METHOD.Manual,
      EntryTemperature: 37.6,
    });
    expect(feverish.Fever).toBe(true);

    const early = await ok(park, api.attendanceCheckOut, {
      StudentId: a,
      Date: monday,
      Time: '16:30',
      Method: CHECK_METHOD.Face,
      PickUpPerson: '张妈妈',
    });
    expect(early).toMatchObject({ Status: ATTENDANCE_STATUS.LeftEarly, CheckOutTime: beijingIso(monday, '16:30'), PickUpPerson: '张妈妈' });
    expect(
      (
        await ok(park, api.attendanceCheckOut, {
          StudentId: b,
          Date: monday,
          Time: '16:00',
          Method: CHECK_METHOD.Face,
          PickUpPerson: '李爸爸',
        })
      ).Status,
    ).toBe(ATTENDANCE_STATUS.Late);
    expect(
      (
        await ok(park, api.attendanceCheckOut, {
          StudentId: c,
          Date: monday,
          Time: '16:31',
          Method: CHECK_METHOD.Face,
          PickUpPerson: '王奶奶',
        })
      ).Status,
    ).toBe(ATTENDANCE_STATUS.Present);

    const [row] = await records(a);
    const parkId = await userId(server, 'park01');
    expect(row).toMatchObject({
      schoolId: school1,
      classId: fixture.classId,
      date: monday,
      status: ATTENDANCE_STATUS.LeftEarly,
      pickUpPerson: '张妈妈',
    });
    expect(row?.createBy).toBe(parkId);
    expect(row?.updateBy).toBe(parkId);

    const day = await ok(park, api.attendanceDay, { ClassId: fixture.classId, Date: monday });
    expect(day.Rules).toMatchObject({
      OpenTime: '08:00',
      LateAfterMinutes: 15,
      CloseTime: '17:00',
      EarlyLeaveMinutes: 30,
      TemperatureThreshold: 37.5,
    });
    expect(day.Day.Kind).toBe(DAY_KIND.SchoolDay);
    expect(day.Children.map((x) => [x.StudentId, x.Status])).toEqual([
      [a, ATTENDANCE_STATUS.LeftEarly],
      [b, ATTENDANCE_STATUS.Late],
      [c, ATTENDANCE_STATUS.Present],
    ]);
    // A day nobody recorded lists the children all the same, each with no record.
    const empty = await ok(park, api.attendanceDay, { ClassId: fixture.classId, Date: plusDays(monday, 4) });
    expect(empty.Children.map((x) => [x.StudentId, x.StudentName, x.Status, x.AttendanceId])).toEqual([
      [a, '测试幼儿A', null, null],
      [b, '测试幼儿B', null, null],
      [c, '测试幼儿C', null, null],
    ]);
  });

  it('a second check-in corrects the first, and the status follows it', async () => {
    const b = fixture.studentIds[1] as number;
    const fixed = await ok(park, api.attendanceCheckIn, { StudentId: b, Date: monday, Time: '08:05', Method: CHECK_METHOD.Manual });
    // No longer late; picked up at 16:00 (by 16:30): left early.
    expect(fixed).toMatchObject({ Status: ATTENDANCE_STATUS.LeftEarly, CheckInTime: beijingIso(monday, '08:05'), PickUpPerson: '李爸爸' });
    expect((await records(b)).length).toBe(1);
  });

  it('refuses bad input and impossible times, writing nothing', async () => {
    const [a] = fixture.studentIds as [number];
    const tuesday = plusDays(monday, 1);
    const before = await records(a);
    const cases: [string, Promise<{ code: number; msg: string }>, number, RegExp][] = [
      [
        'bad method',
        call(park, api.attendanceCheckIn, { StudentId: a, Date: tuesday, Time: '08:00', Method: 9 }),
        Code.InvalidInput,
        /Method/,
      ],
      ['bad time', call(park, api.attendanceCheckIn, { StudentId: a, Date: tuesday, Time: '25:00', Method: 1 }), Code.InvalidInput, /Time/],
      [
        'no date 2026-02-30',
        call(park, api.attendanceCheckIn, { StudentId: a, Date: '2026-02-30', Time: '08:00', Method: 1 }),
        Code.InvalidInput,
        /Date/,
      ],
      [
        'a past day needs its time',
        call(park, api.attendanceCheckIn, { StudentId: a, Date: tuesday, Method: 1 }),
        Code.InvalidInput,
        /Time/,
      ],
      [
        'not in the future',
        call(park, api.attendanceCheckIn, { StudentId: a, Date: plusDays(beijingToday(), 1), Time: '08:00', Method: 1 }),
        Code.InvalidInput,
        /future/,
      ],
      [
        'temperature bounds',
        call(park, api.attendanceCheckIn, { StudentId: a, Date: tuesday, Time: '08:00', Method: 1, EntryTemperature: 45 }),
        Code.InvalidInput,
        /EntryTemperature/,
      ],
      [
        'check-out before check-in',
        call(park, api.attendanceCheckOut, { StudentId: a, Date: monday, Time: '08:00', Method: 1, PickUpPerson: '张妈妈' }),
        Code.InvalidInput,
        /before the check-in \(08:14\)/,
      ],
      [
        'check-in after check-out',
        call(park, api.attendanceCheckIn, { StudentId: a, Date: monday, Time: '16:45', Method: 1 }),
        Code.InvalidInput,
        /after the check-out \(16:30\)/,
      ],
      [
        'check-out without check-in',
        call(park, api.attendanceCheckOut, { StudentId: a, Date: tuesday, Time: '16:00', Method: 1, PickUpPerson: '张妈妈' }),
        Code.Conflict,
        /not checked in/,
      ],
      [
        'pick-up person required',
        call(park, api.attendanceCheckOut, { StudentId: a, Date: monday, Time: '17:00', Method: 1, PickUpPerson: '' }),
        Code.InvalidInput,
        /PickUpPerson/,
      ],
      [
        'no such child',
        call(park, api.attendanceCheckIn, { StudentId: 99999999, Date: tuesday, Time: '08:00', Method: 1 }),
        Code.NotFound,
        /StudentId/,
      ],
    ];
    for (const [what, res, code, msg] of cases) {
      const r = await res;
      expect(r.code, what).toBe(code);
      expect(r.msg, what).toMatch(msg);
    }
    expect(await records(a)).toEqual(before);
  });
});

describe('Attendance/BulkMark', () => {
  it('marks the day for the children without a check-in and keeps the ones who checked in', async () => {
    const [a, b, c] = fixture.studentIds as [number, number, number];
    const wednesday = plusDays(monday, 2);
    await ok(park, api.attendanceCheckIn, { StudentId: a, Date: wednesday, Time: '08:30', Method: 1 });
    const res = await ok(park, api.attendanceBulkMark, { StudentIds: [a, b, c], Date: wednesday, Status: ATTENDANCE_STATUS.Present });
    expect(res).toEqual({ Marked: 2, Skipped: 1 });
    const day = await ok(park, api.attendanceDay, { ClassId: fixture.classId, Date: wednesday });
    // Present is a check-in at the school's opening time (08:00): not late, whenever it is entered.
    expect(day.Children.map((x) => [x.StudentId, x.Status, x.CheckInTime != null, x.CheckInMethod])).toEqual([
      [a, ATTENDANCE_STATUS.Late, true, 1],
      [b, ATTENDANCE_STATUS.Present, true, CHECK_METHOD.Manual],
      [c, ATTENDANCE_STATUS.Present, true, CHECK_METHOD.Manual],
    ]);
    // A time given is the check-in time, and late follows from it.
    await ok(park, api.attendanceBulkMark, {
      StudentIds: [b],
      Date: plusDays(wednesday, 7),
      Status: ATTENDANCE_STATUS.Present,
      Time: '09:40',
    });
    const later = await ok(park, api.attendanceDay, { ClassId: fixture.classId, Date: plusDays(wednesday, 7) });
    expect(later.Children.find((x) => x.StudentId === b)?.Status).toBe(ATTENDANCE_STATUS.Late);
    // (the month's figures below are of the other days)
    await server.db.deleteFrom('attendance').where('studentId', '=', b).where('date', '=', plusDays(wednesday, 7)).execute();
    // A device check-in (a's, by face) stays; a hand-entered one can be corrected to absent.
    expect(await ok(park, api.attendanceBulkMark, { StudentIds: [a], Date: wednesday, Status: ATTENDANCE_STATUS.Absent })).toEqual({
      Marked: 0,
      Skipped: 1,
    });
    expect(await ok(park, api.attendanceBulkMark, { StudentIds: [c], Date: wednesday, Status: ATTENDANCE_STATUS.Absent })).toEqual({
      Marked: 1,
      Skipped: 0,
    });
    expect((await records(c)).find((r) => r.date === wednesday)?.status).toBe(ATTENDANCE_STATUS.Absent);
  });

  it('refuses statuses that follow from times, and children outside the scope (nothing written)', async () => {
    const thursday = plusDays(monday, 3);
    const late = await call(park, api.attendanceBulkMark, {
      StudentIds: fixture.studentIds,
      Date: thursday,
      Status: ATTENDANCE_STATUS.Late,
    });
    expect(late.code).toBe(Code.InvalidInput);
    const mixed = await call(park, api.attendanceBulkMark, {
      StudentIds: [...fixture.studentIds, school2Child],
      Date: thursday,
      Status: 1,
    });
    expect(mixed).toMatchObject({ code: Code.NotFound, msg: `StudentId: child ${school2Child} does not exist` });
    // One day of one school: the platform marking children of two schools at once is refused.
    const twoSchools = await call(admin, api.attendanceBulkMark, {
      StudentIds: [...fixture.studentIds, school2Child],
      Date: thursday,
      Status: 1,
    });
    expect([twoSchools.code, twoSchools.msg]).toEqual([Code.InvalidInput, 'StudentIds: the children must be of one school']);
    const written = await server.db.selectFrom('attendance').select('attendanceId').where('date', '=', thursday).execute();
    expect(written).toEqual([]);
  });
});

describe('Attendance/GetClassGrid and GetChildMonth', () => {
  it('answers children × days of the month with statuses in their cells and daily totals', async () => {
    const [a, b, c] = fixture.studentIds as [number, number, number];
    const grid = await ok(park, api.attendanceClassGrid, { ClassId: fixture.classId, Month: month });
    expect(grid.Days.map((d) => d.Date)).toEqual(daysOfMonth(month));
    expect(grid.Days.every((d) => d.Kind === (isWeekend(d.Date) ? DAY_KIND.Weekend : DAY_KIND.SchoolDay))).toBe(true);
    const i = grid.Days.findIndex((d) => d.Date === monday);
    const w = grid.Days.findIndex((d) => d.Date === plusDays(monday, 2));
    const cells = Object.fromEntries(grid.Children.map((ch) => [ch.StudentId, ch.Statuses]));
    expect([cells[a]?.[i], cells[b]?.[i], cells[c]?.[i]]).toEqual([
      ATTENDANCE_STATUS.LeftEarly,
      ATTENDANCE_STATUS.LeftEarly,
      ATTENDANCE_STATUS.Present,
    ]);
    expect([cells[a]?.[w], cells[b]?.[w], cells[c]?.[w]]).toEqual([
      ATTENDANCE_STATUS.Late,
      ATTENDANCE_STATUS.Present,
      ATTENDANCE_STATUS.Absent,
    ]);
    expect(grid.Totals[i]).toEqual({ Present: 3, Leave: 0, Absent: 0 });
    expect(grid.Totals[w]).toEqual({ Present: 2, Leave: 0, Absent: 1 });
    expect(grid.Children.find((ch) => ch.StudentId === c)).toMatchObject({ PresentDays: 1, LeaveDays: 0 });

    const range = await call(park, api.attendanceClassGrid, {
      ClassId: fixture.classId,
      DateFrom: `${month}-01`,
      DateTo: plusDays(`${month}-01`, 70),
    });
    expect(range.code).toBe(Code.InvalidInput);
    expect((await call(park, api.attendanceClassGrid, { ClassId: fixture.classId })).code).toBe(Code.InvalidInput);
  });

  it('keeps a child moved out since in the old class’s grid with their records there, and not in the new class’s cells', async () => {
    const from = await fixtureClass(server, school1, { children: 2 });
    const to = await fixtureClass(server, school1, { children: 1 });
    const [moving, staying] = from.studentIds as [number, number];
    const i = daysOfMonth(month).indexOf(monday);
    await ok(park, api.attendanceBulkMark, { StudentIds: [moving, staying], Date: monday, Status: ATTENDANCE_STATUS.Present });
    await ok(park, api.attendanceBulkMark, { StudentIds: [moving], Date: plusDays(monday, 1), Status: ATTENDANCE_STATUS.Leave });
    expect((await ok(park, api.studentMoveClass, { Ids: [moving], ClassId: to.classId })).Moved).toBe(1);

    const old = await ok(park, api.attendanceClassGrid, { ClassId: from.classId, Month: month });
    expect(old.Children.map((c) => c.StudentId).sort()).toEqual([moving, staying].sort());
    const moved = old.Children.find((c) => c.StudentId === moving);
    expect([moved?.Statuses[i], moved?.Statuses[i + 1], moved?.PresentDays, moved?.LeaveDays]).toEqual([
      ATTENDANCE_STATUS.Present,
      ATTENDANCE_STATUS.Leave,
      1,
      1,
    ]);
    expect(old.Totals[i]).toEqual({ Present: 2, Leave: 0, Absent: 0 });

    const now = await ok(park, api.attendanceClassGrid, { ClassId: to.classId, Month: month });
    expect(now.Children.map((c) => c.StudentId).sort()).toEqual([moving, ...to.studentIds].sort());
    expect(now.Children.every((c) => c.Statuses.every((s) => s === null) && c.PresentDays === 0 && c.LeaveDays === 0)).toBe(true);
    expect(now.Totals[i]).toEqual({ Present: 0, Leave: 0, Absent: 0 });
  });

  it("answers a child's month with the day's times and the month's figures", async () => {
    const a = fixture.studentIds[0] as number;
    const m = await ok(park, api.attendanceChildMonth, { StudentId: a, Month: month });
    const day = m.Days.find((d) => d.Date === monday);
    expect(day).toMatchObject({ Status: ATTENDANCE_STATUS.LeftEarly, CheckInTime: beijingIso(monday, '08:14'), PickUpPerson: '张妈妈' });
    const weekdays = daysOfMonth(month).filter((d) => !isWeekend(d)).length;
    expect(m.Summary).toMatchObject({
      SchoolDays: weekdays,
      PresentDays: 2,
      LateDays: 1,
      ExpectedDays: weekdays,
      AbsentDays: weekdays - 2,
    });
  });
});

describe('Attendance records (the list): correct, export', () => {
  it('recomputes the status from corrected times and keeps times on the record’s day', async () => {
    const a = fixture.studentIds[0] as number;
    const list = resourceApi(server, attendance).as(token.park01 as string);
    const row = (await list.page({ StudentId: a, Date_from: monday, Date_to: monday })).data.list[0] as Record<string, unknown>;
    expect(row).toMatchObject({ StudentName: '测试幼儿A', Status: ATTENDANCE_STATUS.LeftEarly, ClassId: fixture.classId });
    const id = row.AttendanceId as number;
    expect((await list.update({ AttendanceId: id, CheckOutTime: beijingIso(monday, '17:00') })).code).toBe(Code.Success);
    expect((await list.detail(id)).data.Status).toBe(ATTENDANCE_STATUS.Present);
    const wrongDay = await list.update({ AttendanceId: id, CheckInTime: beijingIso(plusDays(monday, 1), '08:00') });
    expect(wrongDay.code).toBe(Code.InvalidInput);
    expect(wrongDay.msg).toMatch(/CheckInTime: must be on/);
    const lateByHand = await list.update({ AttendanceId: id, CheckInTime: null, CheckOutTime: null, Status: ATTENDANCE_STATUS.Late });
    expect(lateByHand.code).toBe(Code.InvalidInput);
    expect((await list.detail(id)).data.Status).toBe(ATTENDANCE_STATUS.Present);
  });

  it('exports the rows the filters match', async () => {
    const list = resourceApi(server, attendance).as(token.park01 as string, 'en');
    const res = await list.exportFile({ ClassId: fixture.classId, Date_from: `${month}-01`, Date_to: `${month}-28` });
    expect(res.code).toBe(Code.Success);
    const count = await server.db.selectFrom('attendance').select('attendanceId').where('classId', '=', fixture.classId).execute();
    expect(res.data.Rows).toBe(count.length);
    const sheet = await readSheet(server, res.data.FilePath);
    expect(sheet.rows[0]).toContain('Check-in time');
    expect(sheet.rows.length).toBe(count.length + 1);
  });
});
