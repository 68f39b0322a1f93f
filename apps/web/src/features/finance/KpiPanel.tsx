import { api, formatCents, type kpiRow } from '@kc/contract';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/request.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { KpiEditDialog, type KpiTarget } from './KpiEditDialog.tsx';
import { SpanReport } from './SpanReport.tsx';

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
  const [editing, setEditing] = useState<KpiTarget | null>(null);

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

  const chart = useMemo(
    () => ({
      // The achieved percent of each KPI per month.
      series: (mine: KpiRow[], months: string[]) =>
        KPIS.map((kpi) => ({
          name: t(LABEL[kpi]),
          kind: 'line' as const,
          colour: COLOURS[kpi],
          values: months.map((m) => mine.find((r) => r.Month === m)?.[kpi].Achieved ?? null),
        })),
      yName: `${t('achieved')} %`,
      summary: (school: string) => t('kpiChartSummary', { school }),
    }),
    [t],
  );

  return (
    <>
      <SpanReport<KpiRow>
        testId="kpi"
        load={(span) => call(api.schoolKpiReport, span, { silent: true })}
        note={<Alert type="info" showIcon message={t('satisfactionSource')} data-testid="kpi-satisfaction-note" />}
        chart={chart}
        columns={[
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
      <KpiEditDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
