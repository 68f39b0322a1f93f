import { api, GROWTH_CATEGORY, GROWTH_CATEGORY_OPTIONS, GROWTH_REPORT_LIMIT, hw, type OutputOf } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { useLang, useRefs } from '../../resource/hooks.ts';
import { GROWTH_KEY } from './keys.ts';

type ReportRow = OutputOf<typeof api.hwGrowthReport>['Rows'][number];

const REFS = ['School', 'Class'];

/** The report of a school or a class: children whose latest measurement is beyond ±2 SD on any indicator. */
export function GrowthReportPanel({ onCurve }: { onCurve: (child: { id: number; name: string }) => void }) {
  const { t } = useTranslation('growth');
  const lang = useLang();
  const text = useOptionText();
  const refs = useRefs(REFS);
  const [schoolId, setSchoolId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const school = schoolId ?? refs.School?.options[0]?.value;
  const report = useQuery({
    queryKey: [...GROWTH_KEY, 'report', school, classId],
    queryFn: () => call(api.hwGrowthReport, classId != null ? { ClassId: classId } : { SchoolId: school }, { silent: true }),
    enabled: school != null || classId != null,
  });
  const zCell = (z: number | null, category: number | null) =>
    z == null ? (
      '–'
    ) : (
      <Space size={4}>
        <span>{z.toFixed(2)}</span>
        {category != null && category !== GROWTH_CATEGORY.Normal && (
          <Tag color={Math.abs(z) > GROWTH_REPORT_LIMIT ? 'red' : 'orange'}>{text(GROWTH_CATEGORY_OPTIONS, category)}</Tag>
        )}
      </Space>
    );
  const columns: ColumnsType<ReportRow> = [
    {
      key: 'child',
      title: t('child'),
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => onCurve({ id: r.StudentId, name: r.StudentName })}
          data-testid="growth-report-curve"
        >
          {r.StudentName}
        </Button>
      ),
    },
    { key: 'class', title: t('klass'), dataIndex: 'ClassName' },
    { key: 'date', title: t('measuredOn'), dataIndex: 'MeasureDate' },
    { key: 'age', title: t('ageMonths'), dataIndex: 'AgeMonths', align: 'right' },
    { key: 'height', title: hw.fields.Height.label[lang], dataIndex: 'Height', align: 'right' },
    { key: 'weight', title: hw.fields.Weight.label[lang], dataIndex: 'Weight', align: 'right' },
    { key: 'wfa', title: t('weightForAge'), render: (_, r) => zCell(r.WeightForAgeZ, r.WeightForAgeCategory) },
    { key: 'hfa', title: t('heightForAge'), render: (_, r) => zCell(r.HeightForAgeZ, r.HeightForAgeCategory) },
    { key: 'wfh', title: t('weightForHeight'), render: (_, r) => zCell(r.WeightForHeightZ, r.WeightForHeightCategory) },
    { key: 'bfa', title: t('bmiForAge'), render: (_, r) => zCell(r.BmiForAgeZ, r.BmiForAgeCategory) },
  ];
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="growth-report">
      <Card size="small">
        <Space wrap>
          {(refs.School?.options.length ?? 0) > 1 && (
            <Select
              aria-label={t('school')}
              style={{ minWidth: 200 }}
              value={school}
              options={refs.School?.options}
              onChange={(v: number) => {
                setSchoolId(v);
                setClassId(undefined);
              }}
              data-testid="growth-report-school"
            />
          )}
          <Select
            aria-label={t('klass')}
            style={{ minWidth: 200 }}
            allowClear
            placeholder={t('allClasses')}
            value={classId}
            options={refs.Class?.options}
            onChange={(v?: number) => setClassId(v)}
            data-testid="growth-report-class"
          />
        </Space>
      </Card>
      <Loaded
        query={report}
        testId="growth-report"
        render={(r) => (
          <Card size="small">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>{t('measured', { count: r.Measured })}</Typography.Text>
              {r.Rows.length === 0 ? (
                <Alert type="success" message={t('noneOutside')} showIcon />
              ) : (
                <Typography.Text strong data-testid="growth-report-count">
                  {t('outside', { count: r.Rows.length })}
                </Typography.Text>
              )}
              <Table<ReportRow>
                rowKey="StudentId"
                size="small"
                columns={columns}
                dataSource={r.Rows}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
            </Space>
          </Card>
        )}
      />
    </div>
  );
}
