import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/QueryState.tsx';
import type { ChartSeries } from './FinanceChart.tsx';
import { monthsOf, SchoolPager, type Span, SpanControls, useSpan } from './span.tsx';

const FinanceChart = lazy(() => import('./FinanceChart.tsx'));

/** A row of a finance report: one school in one month. */
export interface SpanRow {
  SchoolId: number;
  SchoolName: string;
  Month: string;
}

export interface SpanReportProps<R extends SpanRow> {
  /** The prefix of its data-testids ('kpi': kpi-school, kpi-months, kpi-table, kpi-chart). */
  testId: string;
  /** The report's call for the span (schools paged, months From..To). */
  load: (span: Span) => Promise<{ list: R[]; total: number }>;
  /** The columns after the school and the month. */
  columns: ColumnsType<R>;
  /** The chart of the first school listed: its series from its rows of the months, the y axis, the screen reader's summary. */
  chart: { series: (mine: R[], months: string[]) => ChartSeries[]; yName: string; summary: (school: string) => string };
  /** Shown under the filter bar (a note). */
  note?: ReactNode;
}

/**
 * A finance report of schools × months: the school and months filter bar, the table (school,
 * month, the report's columns), the pager of schools and the chart of the first school listed.
 */
export function SpanReport<R extends SpanRow>({ testId, load, columns, chart, note }: SpanReportProps<R>) {
  const { t } = useTranslation('finance');
  const [span, setSpan] = useSpan();
  const report: UseQueryResult<{ list: R[]; total: number }> = useQuery({
    queryKey: ['finance', testId, span],
    queryFn: () => load(span),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SpanControls span={span} onChange={setSpan} testId={testId} />
      {note}
      <Loaded
        query={report}
        render={(data) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Table<R>
              size="small"
              rowKey={(r) => `${r.SchoolId}-${r.Month}`}
              dataSource={data.list}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('noSchools') }}
              data-testid={`${testId}-table`}
              columns={[
                { title: t('school'), dataIndex: 'SchoolName', fixed: 'left' },
                { title: t('month'), dataIndex: 'Month' },
                ...columns,
              ]}
            />
            <SchoolPager span={span} total={data.total} onChange={setSpan} />
            <SchoolChart rows={data.list} span={span} chart={chart} testId={`${testId}-chart`} />
          </Space>
        )}
      />
    </Space>
  );
}

/** The chart of the first school listed, over the span's months. */
function SchoolChart<R extends SpanRow>({
  rows,
  span,
  chart,
  testId,
}: {
  rows: R[];
  span: Span;
  chart: SpanReportProps<R>['chart'];
  testId: string;
}) {
  const { t } = useTranslation('finance');
  const school = rows[0];
  const months = useMemo(() => monthsOf(span.From, span.To), [span.From, span.To]);
  const series = useMemo(
    () =>
      chart.series(
        rows.filter((r) => r.SchoolId === school?.SchoolId),
        months,
      ),
    [rows, school, months, chart],
  );
  if (!school) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t('chartOf', { school: school.SchoolName })}</Typography.Text>
      <Suspense fallback={<Skeleton active />}>
        <FinanceChart months={months} series={series} yName={chart.yName} summary={chart.summary(school.SchoolName)} testId={testId} />
      </Suspense>
    </Space>
  );
}
