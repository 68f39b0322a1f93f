import { api, formatCents, type profitRow } from '@kc/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/request.ts';
import { SpanReport } from './SpanReport.tsx';

type ProfitRow = z.output<typeof profitRow>;
const yuan = (cents: number) => `¥${formatCents(cents)}`;
const FIGURES = [
  ['Income', 'income'],
  ['PlatformBills', 'platformBills'],
  ['Expenses', 'expenses'],
  ['Profit', 'profitValue'],
] as const;

/** The profit tab: per school and month, income (payments − refunds) − platform bills − other expenses; a chart of one school. */
export function ProfitPanel() {
  const { t } = useTranslation('finance');
  const money = (key: keyof ProfitRow, test: string) => ({
    title: t(test === 'profit' ? 'profitValue' : (test as 'income')),
    key,
    align: 'right' as const,
    render: (_: unknown, r: ProfitRow) => {
      const v = r[key] as number;
      return (
        <span data-testid={`profit-${r.SchoolId}-${r.Month}-${test}`} style={key === 'Profit' && v < 0 ? { color: '#cf1322' } : undefined}>
          {yuan(v)}
        </span>
      );
    },
  });
  const chart = useMemo(
    () => ({
      // Income, platform bills and expenses as bars, the profit as a line, in yuan.
      series: (mine: ProfitRow[], months: string[]) =>
        FIGURES.map(([key, label]) => ({
          name: t(label),
          kind: key === 'Profit' ? ('line' as const) : ('bar' as const),
          colour: COLOURS[key],
          values: months.map((m) => {
            const r = mine.find((x) => x.Month === m);
            return r ? r[key] / 100 : null;
          }),
        })),
      yName: '¥',
      summary: (school: string) => t('profitChartSummary', { school }),
    }),
    [t],
  );
  return (
    <SpanReport<ProfitRow>
      testId="profit"
      load={(span) => call(api.schoolProfit, span, { silent: true })}
      chart={chart}
      columns={[
        { ...money('Payments', 'payments'), title: t('payments') },
        { ...money('Refunds', 'refunds'), title: t('refunds') },
        money('Income', 'income'),
        { ...money('PlatformBills', 'platformBills'), title: t('platformBills') },
        { ...money('Expenses', 'expenses'), title: t('expenses') },
        money('Profit', 'profit'),
      ]}
    />
  );
}

const COLOURS = { Income: '#389e0d', PlatformBills: '#d46b08', Expenses: '#cf1322', Profit: '#1677ff' } as const;
