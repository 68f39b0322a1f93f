import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { auditLeave, cancelLeave } from './leave.ts';
import { bulkMark, checkIn, checkOut, childMonth, classDay, classGrid, selectClasses } from './register.ts';
import { monthCalendar, rateReport, staffRatio } from './reports.ts';
import { copyTemplate } from './vacation.ts';

/**
 * The attendance register's calls beside the standard actions of Attendance, Leave, Vacation,
 * VacationTemplate and TeacherCheckIn (those are the resource engine's: modules/resources/).
 * Every call checks its grant (the endpoint's) and the register's scope (scope.ts).
 */
export const attendanceModule: Module = (r) => {
  r.handle(api.attendanceClasses, selectClasses);
  r.handle(api.attendanceClassGrid, classGrid);
  r.handle(api.attendanceDay, classDay);
  r.handle(api.attendanceCheckIn, checkIn);
  r.handle(api.attendanceCheckOut, checkOut);
  r.handle(api.attendanceBulkMark, bulkMark);
  r.handle(api.attendanceChildMonth, childMonth);
  r.handle(api.attendanceRateReport, rateReport);
  r.handle(api.leaveAudit, auditLeave);
  r.handle(api.leaveCancel, cancelLeave);
  r.handle(api.vacationCopyTemplate, copyTemplate);
  r.handle(api.vacationCalendar, monthCalendar);
  r.handle(api.teacherCheckInRatio, staffRatio);
};
