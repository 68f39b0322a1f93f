import { api, formatCents, type profitRow } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space, Table, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { monthsOf, SchoolPager, SpanControls, useSpan } from './span.tsx';

const FinanceChart = lazy(() => import('./FinanceChart.tsx'));

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
  const [span, setSpan] = useSpan();
  const report = useQuery({
    queryKey: ['finance', 'profit', span],
    queryFn: () => call(api.schoolProfit, span, { silent: true }),
  });
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
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SpanControls span={span} onChange={setSpan} testId="profit" />
      <Loaded
        query={report}
        render={(data) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Table<ProfitRow>
              size="small"
              rowKey={(r) => `${r.SchoolId}-${r.Month}`}
              dataSource={data.list}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('noSchools') }}
              data-testid="profit-table"
              columns={[
                { title: t('school'), dataIndex: 'SchoolName', fixed: 'left' },
                { title: t('month'), dataIndex: 'Month' },
                { ...money('Payments', 'payments'), title: t('payments') },
                { ...money('Refunds', 'refunds'), title: t('refunds') },
                money('Income', 'income'),
                { ...money('PlatformBills', 'platformBills'), title: t('platformBills') },
                { ...money('Expenses', 'expenses'), title: t('expenses') },
                money('Profit', 'profit'),
              ]}
            />
            <SchoolPager span={span} total={data.total} onChange={setSpan} />
            <ProfitChart rows={data.list} from={span.From} to={span.To} />
          </Space>
        )}
      />
    </Space>
  );
}

const COLOURS = { Income: '#389e0d', PlatformBills: '#d46b08', Expenses: '#cf1322', Profit: '#1677ff' } as const;

/** Income, platform bills and expenses as bars, the profit as a line, per month, of the first school listed (yuan). */
function ProfitChart({ rows, from, to }: { rows: ProfitRow[]; from: string; to: string }) {
  const { t } = useTranslation('finance');
  const school = rows[0];
  const months = useMemo(() => monthsOf(from, to), [from, to]);
  const series = useMemo(() => {
    const mine = rows.filter((r) => r.SchoolId === school?.SchoolId);
    return FIGURES.map(([key, label]) => ({
      name: t(label),
      kind: key === 'Profit' ? ('line' as const) : ('bar' as const),
      colour: COLOURS[key],
      values: months.map((m) => {
        const r = mine.find((x) => x.Month === m);
        return r ? r[key] / 100 : null;
      }),
    }));
  }, [rows, school, months, t]);
  if (!school) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t('chartOf', { school: school.SchoolName })}</Typography.Text>
      <Suspense fallback={<Skeleton active />}>
        <FinanceChart
          months={months}
          series={series}
          yName="¥"
          summary={t('profitChartSummary', { school: school.SchoolName })}
          testId="profit-chart"
        />
      </Suspense>
    </Space>
  );
}
