import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { expensesByMonth, paymentsByMonth, platformBillsByMonth, refundsByMonth } from './figures.ts';
import { keyOf, monthsOf, schoolsPage } from './months.ts';

/**
 * SchoolKPI/GetProfit: per school (one, or a page of the caller's) and month, the income
 * (parents' payments less approved refunds) less the platform's bills less the other expenses,
 * in cents.
 */
export const profitReport: Handler<typeof api.schoolProfit> = async ({ db, session, input }) => {
  const months = monthsOf(input.From, input.To);
  const { schools, total } = await schoolsPage(db, session, input);
  const ids = schools.map((s) => s.schoolId);
  if (!ids.length) return { list: [], total };
  const [paid, refunded, bills, expenses] = await Promise.all([
    paymentsByMonth(db, ids, months),
    refundsByMonth(db, ids, months),
    platformBillsByMonth(db, ids, months[0] as string, months[months.length - 1] as string),
    expensesByMonth(db, ids, months),
  ]);
  const list = schools.flatMap((s) =>
    months.map((month) => {
      const key = keyOf(s.schoolId, month);
      const payments = paid.get(key) ?? 0;
      const refunds = refunded.get(key) ?? 0;
      const income = payments - refunds;
      const platform = bills.get(key) ?? 0;
      const spent = expenses.get(key) ?? 0;
      return {
        SchoolId: s.schoolId,
        SchoolName: s.schoolName,
        Month: month,
        Payments: payments,
        Refunds: refunds,
        Income: income,
        PlatformBills: platform,
        Expenses: spent,
        Profit: income - platform - spent,
      };
    }),
  );
  return { list, total };
};
