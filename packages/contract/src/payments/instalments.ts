import { type Cents, splitEven } from '../core/money.ts';
import { daysInMonth } from '../core/strict.ts';

export interface PlannedInstalment {
  Seq: number;
  DueDate: string;
  Amount: Cents;
}

/** A date `n` calendar months after `date` (YYYY-MM-DD), its day kept or the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instalments of a contract: its total split into the package's `count` parts that sum to
 * it exactly (money.ts: the cents left over go to the first parts), the first due on the start
 * date and each next one `months / count` whole months later (at least one month; an hours
 * contract, without months, monthly).
 */
export function instalmentSchedule(total: Cents, count: number, startDate: string, months: number): PlannedInstalment[] {
  const parts = Math.max(1, Math.trunc(count));
  const step = Math.max(1, Math.floor(months / parts));
  return splitEven(total, parts).map((amount, i) => ({ Seq: i + 1, DueDate: addMonths(startDate, i * step), Amount: amount }));
}
