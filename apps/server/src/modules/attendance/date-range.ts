import { ATTENDANCE_MAX_RANGE_DAYS } from '@kc/contract';
import { invalid } from '../../lib/errors.ts';
import { daysBetween, isRealDate, monthRange } from '../../lib/local-dates.ts';

/** A range of a grid or report, checked: real dates, in order, at most ATTENDANCE_MAX_RANGE_DAYS. */
export function checkedRange(input: { Month?: string; DateFrom?: string; DateTo?: string }): { from: string; to: string } {
  if (input.Month) return monthRange(input.Month);
  // Without a month the input schema requires both dates.
  const from = input.DateFrom!;
  const to = input.DateTo!;
  if (!isRealDate(from)) throw invalid('input.realDate', {}, 'DateFrom');
  if (!isRealDate(to)) throw invalid('input.realDate', {}, 'DateTo');
  if (to < from) throw invalid('attendance.toBeforeFrom', {}, 'DateTo');
  if (daysBetween(from, to) + 1 > ATTENDANCE_MAX_RANGE_DAYS)
    throw invalid('attendance.maxRange', { days: ATTENDANCE_MAX_RANGE_DAYS }, 'DateTo');
  return { from, to };
}
