import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { attendanceBinding } from './attendance-binding.ts';
import { bulkMark } from './bulk-mark.ts';
import { checkIn, checkOut } from './check-in-out.ts';
import { childMonth } from './child-month.ts';
import { classDay } from './class-day.ts';
import { classGrid } from './class-grid.ts';
import { rateReport } from './rate-report.ts';
import { selectClasses } from './select-classes.ts';

/** The Attendance resource: the register's records, corrected or deleted one by one. */
export const attendanceBindings = { Attendance: attendanceBinding } satisfies Partial<ResourceBindings>;

/**
 * The attendance register's calls beside the standard actions of Attendance. Every call checks
 * its grant (the endpoint's) and the register's scope (scope.ts).
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
};
