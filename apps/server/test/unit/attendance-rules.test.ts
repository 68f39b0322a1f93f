import { ATTENDANCE_STATUS, DAY_KIND, VACATION_KIND } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { instantAt, isRealDate, localOf, monthRange, todayIn } from '../../src/lib/local-dates.ts';
import { rateFigures, sumFigures } from '../../src/modules/attendance/rate-figures.ts';
import { type AttendanceRules, recordStatus, statusFromTimes } from '../../src/modules/attendance/rules.ts';
import { buildCalendar, templateDates } from '../../src/modules/calendar/school-calendar.ts';

/** The register's pure rules: local dates and clocks, the calendar, late / early, the figures. */

const rules: AttendanceRules = {
  timeZone: 'Asia/Shanghai',
  openTime: '08:00',
  closeTime: '17:00',
  lateAfterMinutes: 15,
  earlyLeaveMinutes: 30,
  temperatureThreshold: 37.3,
  ratioLimits: { junior: 7 },
};
const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('local dates and clocks', () => {
  it('tells real dates and month ranges, leap years included', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it("reads an instant on the school's wall clock, across midnight UTC", () => {
    // 22:30 UTC is already the next morning in Beijing.
    expect(localOf(new Date('2026-11-22T22:30:00Z'), 'Asia/Shanghai')).toEqual({ date: '2026-11-23', minutes: 6 * 60 + 30 });
    expect(todayIn('Asia/Shanghai', new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('Asia/Shanghai', new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
  });

  it('builds the instant of a wall clock, daylight saving included', () => {
    expect(instantAt('2026-11-23', '08:14', 'Asia/Shanghai').toISOString()).toBe('2026-11-23T00:14:00.000Z');
    // New York: UTC−4 in summer, UTC−5 in winter.
    expect(instantAt('2026-07-01', '08:00', 'America/New_York').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(instantAt('2026-12-01', '08:00', 'America/New_York').toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });
});

describe('the school calendar', () => {
  it('has weekdays as school days, weekends off, holidays off and make-up days on', () => {
    const days = buildCalendar('2026-09-25', '2026-10-11', [
      { kind: VACATION_KIND.Holiday, startDate: '2026-10-01', endDate: '2026-10-07', name: '国庆节' },
      { kind: VACATION_KIND.MakeUpDay, startDate: '2026-10-10', endDate: '2026-10-10', name: '调休' },
    ]);
    const kind = (d: string) => days.find((x) => x.Date === d)?.Kind;
    expect(kind('2026-09-25')).toBe(DAY_KIND.SchoolDay); // Friday
    expect(kind('2026-09-26')).toBe(DAY_KIND.Weekend);
    expect(kind('2026-10-01')).toBe(DAY_KIND.Holiday);
    expect(kind('2026-10-07')).toBe(DAY_KIND.Holiday);
    expect(kind('2026-10-08')).toBe(DAY_KIND.SchoolDay);
    expect(kind('2026-10-10')).toBe(DAY_KIND.MakeUpDay); // a Saturday worked
    expect(kind('2026-10-11')).toBe(DAY_KIND.Weekend);
    expect(days.find((x) => x.Date === '2026-10-10')?.Name).toBe('调休');
  });

  it('walks every date and weekday across month ends, a leap day and a new year', () => {
    const days = buildCalendar('2027-12-30', '2028-03-02', []);
    const expected: { Date: string; Weekday: number }[] = [];
    for (let ms = Date.UTC(2027, 11, 30); ms <= Date.UTC(2028, 2, 2); ms += 86_400_000) {
      const d = new Date(ms);
      expected.push({ Date: d.toISOString().slice(0, 10), Weekday: d.getUTCDay() });
    }
    expect(days.map((d) => ({ Date: d.Date, Weekday: d.Weekday }))).toEqual(expected);
    expect(days.some((d) => d.Date === '2028-02-29')).toBe(true);
    expect(buildCalendar('2026-10-05', '2026-10-05', [])).toEqual([{ Date: '2026-10-05', Weekday: 1, Kind: DAY_KIND.SchoolDay, Name: '' }]);
  });

  it('places template entries in the school year: September–December first, January–August next', () => {
    expect(templateDates(2026, { startMonth: 10, startDay: 1, days: 7 })).toEqual({ from: '2026-10-01', to: '2026-10-07' });
    expect(templateDates(2026, { startMonth: 1, startDay: 28, days: 7 })).toEqual({ from: '2027-01-28', to: '2027-02-03' });
    expect(() => templateDates(2026, { startMonth: 2, startDay: 29, days: 1 })).toThrow(/StartDay/);
  });
});

describe('late and early leave', () => {
  it('is late from opening + the late minutes on, left early up to closing − the early minutes', () => {
    expect(statusFromTimes(at('08:14'), null, rules)).toBe(ATTENDANCE_STATUS.Present);
    expect(statusFromTimes(at('08:15'), null, rules)).toBe(ATTENDANCE_STATUS.Late);
    expect(statusFromTimes(at('07:50'), at('16:30'), rules)).toBe(ATTENDANCE_STATUS.LeftEarly);
    expect(statusFromTimes(at('07:50'), at('16:31'), rules)).toBe(ATTENDANCE_STATUS.Present);
    // Late stays late, whenever the child leaves.
    expect(statusFromTimes(at('09:00'), at('15:00'), rules)).toBe(ATTENDANCE_STATUS.Late);
  });

  it('checks a corrected record: times on its day, out after in, marked statuses only without times', () => {
    const day = '2026-11-23';
    const iso = (clock: string, d = day) => new Date(`${d}T${clock}:00+08:00`).toISOString();
    expect(recordStatus({ date: day, checkIn: iso('08:20'), checkOut: null, status: ATTENDANCE_STATUS.Present }, rules)).toBe(
      ATTENDANCE_STATUS.Late,
    );
    expect(recordStatus({ date: day, checkIn: null, checkOut: null, status: ATTENDANCE_STATUS.Absent }, rules)).toBe(
      ATTENDANCE_STATUS.Absent,
    );
    expect(() => recordStatus({ date: day, checkIn: iso('08:00', '2026-11-24'), checkOut: null, status: null }, rules)).toThrow(
      /CheckInTime: must be on/,
    );
    expect(() => recordStatus({ date: day, checkIn: null, checkOut: iso('17:00'), status: 1 }, rules)).toThrow(/needs a check-in/);
    expect(() => recordStatus({ date: day, checkIn: iso('09:00'), checkOut: iso('08:00'), status: 1 }, rules)).toThrow(
      /before the check-in/,
    );
    expect(() => recordStatus({ date: day, checkIn: null, checkOut: null, status: ATTENDANCE_STATUS.Late }, rules)).toThrow(/follow from/);
    expect(() => recordStatus({ date: day, checkIn: null, checkOut: null, status: null }, rules)).toThrow(/choose a status/);
  });
});

describe('rate figures', () => {
  it('rates present days over children × school days and adds classes up', () => {
    const a = rateFigures(2, 10, { present: 15, late: 2, leave: 3 });
    expect(a).toEqual({ Children: 2, ExpectedDays: 20, PresentDays: 15, LateDays: 2, LeaveDays: 3, AbsentDays: 2, Rate: 0.75 });
    expect(rateFigures(0, 10, { present: 0, late: 0, leave: 0 }).Rate).toBe(0);
    const b = rateFigures(1, 10, { present: 10, late: 0, leave: 0 });
    expect(sumFigures([a, b])).toEqual({
      Children: 3,
      ExpectedDays: 30,
      PresentDays: 25,
      LateDays: 2,
      LeaveDays: 3,
      AbsentDays: 2,
      Rate: 0.8333,
    });
  });
});
