import { api, formatCents, type kpiRow } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useMenuGrants } from '../../resource/hooks.ts';
import { KpiEditDialog, type KpiTarget } from './KpiEditDialog.tsx';
import { monthsOf, SchoolPager, SpanControls, useSpan } from './span.tsx';

const FinanceChart = lazy(() => import('./FinanceChart.tsx'));

type KpiRow = z.output<typeof kpiRow>;
type Measure = KpiRow['Enrolment'];
const KPIS = ['Enrolment', 'Revenue', 'AttendanceRate', 'Satisfaction'] as const;
type Kpi = (typeof KPIS)[number];
const LABEL: Record<Kpi, 'enrolment' | 'revenue' | 'attendanceRate' | 'satisfaction'> = {
  Enrolment: 'enrolment',
  Revenue: 'revenue',
  AttendanceRate: 'attendanceRate',
  Satisfaction: 'satisfaction',
};
const COLOURS: Record<Kpi, string> = { Enrolment: '#1677ff', Revenue: '#389e0d', AttendanceRate: '#d46b08', Satisfaction: '#722ed1' };

/** Green from 100 %, orange from 80 %, red below. */
export const achievedColour = (p: number) => (p >= 100 ? 'green' : p >= 80 ? 'orange' : 'red');

const valueText = (kpi: Kpi, v: number | null) =>
  v == null ? null : kpi === 'Revenue' ? `¥${formatCents(v)}` : kpi === 'Enrolment' ? String(v) : `${v}%`;

/** The KPI tab: months × schools with target, actual and achieved percent, the edit dialog and a chart of one school. */
export function KpiPanel() {
  const { t } = useTranslation('finance');
  const { t: common } = useTranslation('common');
  const can = useMenuGrants('SchoolKPIManage');
  const [span, setSpan] = useSpan();
  const [editing, setEditing] = useState<KpiTarget | null>(null);
  const report = useQuery({
    queryKey: ['finance', 'kpi', span],
    queryFn: () => call(api.schoolKpiReport, span, { silent: true }),
  });

  const cell = (kpi: Kpi, r: KpiRow) => {
    const m: Measure = r[kpi];
    const id = `kpi-${r.SchoolId}-${r.Month}-${LABEL[kpi]}`;
    return (
      <Space direction="vertical" size={0} data-testid={id}>
        <span>
          {t('actual')}: <span data-testid={`${id}-actual`}>{valueText(kpi, m.Actual) ?? common('noData')}</span>
        </span>
        <Typography.Text type="secondary">
          {t('target')}: <span data-testid={`${id}-target`}>{valueText(kpi, m.Target) ?? t('noTarget')}</span>
        </Typography.Text>
        {m.Achieved != null && (
          <Tag color={achievedColour(m.Achieved)} data-testid={`${id}-achieved`}>
            {t('achieved')} {m.Achieved}%
          </Tag>
        )}
      </Space>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SpanControls span={span} onChange={setSpan} testId="kpi" />
      <Alert type="info" showIcon message={t('satisfactionNoData')} data-testid="kpi-satisfaction-note" />
      <Loaded
        query={report}
        render={(data) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Table<KpiRow>
              size="small"
              rowKey={(r) => `${r.SchoolId}-${r.Month}`}
              dataSource={data.list}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('noSchools') }}
              data-testid="kpi-table"
              columns={[
                { title: t('school'), dataIndex: 'SchoolName', fixed: 'left' },
                { title: t('month'), dataIndex: 'Month' },
                ...KPIS.map((kpi) => ({ title: t(LABEL[kpi]), key: kpi, render: (_: unknown, r: KpiRow) => cell(kpi, r) })),
                ...(can('edit')
                  ? [
                      {
                        title: '',
                        key: 'edit',
                        render: (_: unknown, r: KpiRow) => (
                          <Button
                            size="small"
                            aria-label={`${t('setTargets')} ${r.SchoolName} ${r.Month}`}
                            data-testid={`kpi-edit-${r.SchoolId}-${r.Month}`}
                            onClick={() =>
                              setEditing({
                                SchoolId: r.SchoolId,
                                SchoolName: r.SchoolName,
                                Month: r.Month,
                                Enrolment: r.Enrolment.Target,
                                Revenue: r.Revenue.Target,
                                AttendanceRate: r.AttendanceRate.Target,
                                Satisfaction: r.Satisfaction.Target,
                              })
                            }
                          >
                            {t('setTargets')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <SchoolPager span={span} total={data.total} onChange={setSpan} />
            <KpiChart rows={data.list} from={span.From} to={span.To} />
          </Space>
        )}
      />
      <KpiEditDialog target={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}

/** The achieved percent of each KPI per month, of the first school listed. */
function KpiChart({ rows, from, to }: { rows: KpiRow[]; from: string; to: string }) {
  const { t } = useTranslation('finance');
  const school = rows[0];
  const months = useMemo(() => monthsOf(from, to), [from, to]);
  const series = useMemo(() => {
    const mine = rows.filter((r) => r.SchoolId === school?.SchoolId);
    return KPIS.map((kpi) => ({
      name: t(LABEL[kpi]),
      kind: 'line' as const,
      colour: COLOURS[kpi],
      values: months.map((m) => mine.find((r) => r.Month === m)?.[kpi].Achieved ?? null),
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
          yName={`${t('achieved')} %`}
          summary={t('kpiChartSummary', { school: school.SchoolName })}
          testId="kpi-chart"
        />
      </Suspense>
    </Space>
  );
}
