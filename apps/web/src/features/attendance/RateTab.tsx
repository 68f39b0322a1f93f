import { api, DAY_KIND, GRADE_OPTIONS } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Progress, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded, QueryState } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { monthOf, schoolToday } from '../../lib/schoolTime.ts';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { useDayKind } from '../calendar/useDayKind.ts';
import { type RateRow, REGISTER_KEY, useClasses } from './register.ts';

/** The attendance-rate report of a school (or one class) for a month: school days only, holidays left out. */
export function RateTab() {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const dayKind = useDayKind();
  const classes = useClasses();
  const [schoolId, setSchoolId] = useState<number>();
  // The class is the register's (the URL's ClassId), kept when moving between the tabs.
  const [params, change] = useUrlQuery();
  const classId = Number(params.get('ClassId')) || undefined;
  const setClassId = (v?: number) => change({ ClassId: v ? String(v) : undefined }, { replace: true });
  const [month, setMonth] = useState(monthOf(schoolToday()));
  const schools = useMemo(() => [...new Map((classes.data ?? []).map((c) => [c.SchoolId, c.SchoolName])).entries()], [classes.data]);
  const school = schoolId ?? classes.data?.find((c) => c.ClassId === classId)?.SchoolId ?? schools[0]?.[0];
  const report = useQuery({
    queryKey: [...REGISTER_KEY, 'rate', school, classId, month],
    queryFn: () => call(api.attendanceRateReport, { SchoolId: school, ClassId: classId, Month: month }, { silent: true }),
    enabled: school != null,
  });
  const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
  const figures: ColumnsType<RateRow> = [
    { key: 'children', title: t('children'), dataIndex: 'Children', align: 'right' },
    { key: 'expected', title: t('expectedDays'), dataIndex: 'ExpectedDays', align: 'right' },
    { key: 'present', title: t('presentDays'), dataIndex: 'PresentDays', align: 'right' },
    { key: 'late', title: t('lateDays'), dataIndex: 'LateDays', align: 'right' },
    { key: 'leave', title: t('leaveDays'), dataIndex: 'LeaveDays', align: 'right' },
    { key: 'absent', title: t('absentDays'), dataIndex: 'AbsentDays', align: 'right' },
    {
      key: 'rate',
      title: t('rate'),
      width: 200,
      render: (_, r) => <Progress percent={Math.round(r.Rate * 1000) / 10} size="small" format={() => percent(r.Rate)} />,
    },
  ];
  const columns: ColumnsType<RateRow> = [
    { key: 'class', title: t('class'), render: (_, r) => r.ClassName },
    { key: 'grade', title: t('grade'), render: (_, r) => text(GRADE_OPTIONS, r.Grade) },
    ...figures,
  ];
  const total = report.data?.Total;

  return (
    <Loaded
      query={classes}
      block
      testId="attendance"
      empty={classes.data?.length === 0}
      render={() => (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="kaoqin-rate">
          <Card size="small">
            <Space wrap>
              {schools.length > 1 && (
                <Select
                  style={{ minWidth: 200 }}
                  value={school}
                  options={schools.map(([id, name]) => ({ value: id, label: name }))}
                  onChange={(v: number) => {
                    setSchoolId(v);
                    setClassId(undefined);
                  }}
                  data-testid="rate-school"
                />
              )}
              <Select
                style={{ minWidth: 180 }}
                allowClear
                value={classId}
                placeholder={t('class')}
                options={(classes.data ?? []).filter((c) => c.SchoolId === school).map((c) => ({ value: c.ClassId, label: c.ClassName }))}
                onChange={(v?: number) => setClassId(v)}
                data-testid="rate-class"
              />
              <DatePicker
                picker="month"
                allowClear={false}
                value={dayjs(`${month}-01`)}
                onChange={(d: Dayjs | null) => d && setMonth(d.format('YYYY-MM'))}
                data-testid="rate-month"
              />
            </Space>
          </Card>
          <Card
            size="small"
            title={report.data ? t('schoolDays', { count: report.data.SchoolDays }) : t('rateReport')}
            extra={
              <Space size={4} wrap>
                {(report.data?.Calendar ?? []).map((d) => (
                  <Tag
                    key={d.Date}
                    color={d.Kind === DAY_KIND.MakeUpDay ? 'blue' : 'red'}
                  >{`${d.Date.slice(5)} ${d.Name || dayKind(d.Kind)}`}</Tag>
                ))}
              </Space>
            }
          >
            <QueryState
              block
              testId="attendance"
              loading={report.isPending && school != null}
              error={report.error}
              empty={report.data?.Classes.length === 0}
              retry={() => void report.refetch()}
            >
              <Table<RateRow>
                size="small"
                rowKey="ClassId"
                pagination={false}
                loading={report.isFetching}
                columns={columns}
                dataSource={report.data?.Classes ?? []}
                data-testid="rate-table"
                onRow={(r) => ({ 'data-class': r.ClassId }) as HTMLAttributes<HTMLElement>}
                summary={() =>
                  total && (
                    <Table.Summary.Row data-testid="rate-total">
                      <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
                      <Table.Summary.Cell index={1} />
                      <Table.Summary.Cell index={2} align="right">
                        {total.Children}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        {total.ExpectedDays}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={4} align="right">
                        {total.PresentDays}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={5} align="right">
                        {total.LateDays}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={6} align="right">
                        {total.LeaveDays}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={7} align="right">
                        {total.AbsentDays}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={8}>{percent(total.Rate)}</Table.Summary.Cell>
                    </Table.Summary.Row>
                  )
                }
              />
            </QueryState>
          </Card>
        </div>
      )}
    />
  );
}
