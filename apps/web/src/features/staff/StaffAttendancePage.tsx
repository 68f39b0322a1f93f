import { api, GRADE_OPTIONS, type OutputOf, teacherCheckIn } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Select, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolToday } from '../../lib/schoolTime.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { useSchoolList } from '../schools/useSchoolList.ts';

type RatioRow = OutputOf<typeof api.teacherCheckInRatio>['Classes'][number];

/**
 * /Teach/teacherKaoqin: staff check-in and check-out records from their definition (the status
 * follows the times by the school's hours), and the staff:child ratio of each class on a day,
 * flagged when the children present exceed what the staff on duty may have by the grade's limit.
 */
export default function StaffAttendancePage() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'records';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setParams(new URLSearchParams({ tab: key }))}
      items={[
        {
          key: 'records',
          label: <span data-testid="staff-tab-records">{t('records')}</span>,
          children: <ResourcePage def={teacherCheckIn} />,
        },
        { key: 'ratio', label: <span data-testid="staff-tab-ratio">{t('ratio')}</span>, children: <RatioTab /> },
      ]}
    />
  );
}

function RatioTab() {
  const { t } = useTranslation('staff');
  const text = useOptionText();
  const schools = useSchoolList();
  const [schoolId, setSchoolId] = useState<number>();
  const [date, setDate] = useState(schoolToday());
  const school = schoolId ?? schools.data?.[0]?.SchoolId;
  const ratio = useQuery({
    queryKey: ['resource', teacherCheckIn.name, 'ratio', school, date],
    queryFn: () => call(api.teacherCheckInRatio, { SchoolId: school as number, Date: date }, { silent: true }),
    enabled: school != null,
  });
  const columns: ColumnsType<RatioRow> = [
    { key: 'class', title: t('class'), render: (_, r) => r.ClassName },
    { key: 'grade', title: t('grade'), render: (_, r) => text(GRADE_OPTIONS, r.Grade) },
    {
      key: 'staff',
      title: t('staffOnDuty'),
      render: (_, r) => (r.StaffOnDuty ? `${r.StaffOnDuty} (${r.Staff.join('、')})` : <Tag>{t('noStaff')}</Tag>),
    },
    { key: 'children', title: t('childrenPresent'), dataIndex: 'ChildrenPresent', align: 'right' },
    { key: 'ratio', title: t('childrenPerStaff'), align: 'right', render: (_, r) => (r.Ratio == null ? '—' : r.Ratio) },
    { key: 'limit', title: t('limit'), align: 'right', render: (_, r) => (r.Limit ? `1 : ${r.Limit}` : '—') },
    {
      key: 'flag',
      title: '',
      render: (_, r) => (r.Flagged ? <Tag color="red">{t('flagged')}</Tag> : <Tag color="green">{t('withinLimit')}</Tag>),
    },
  ];
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="staff-ratio">
      <Card size="small">
        <Space wrap>
          <Select
            style={{ minWidth: 200 }}
            value={school}
            placeholder={t('chooseSchool')}
            loading={schools.isPending}
            options={(schools.data ?? []).map((s) => ({ value: s.SchoolId, label: s.SchoolName }))}
            onChange={(v: number) => setSchoolId(v)}
            data-testid="ratio-school"
          />
          <DatePicker
            allowClear={false}
            value={dayjs(date)}
            onChange={(d: Dayjs | null) => d && setDate(d.format('YYYY-MM-DD'))}
            data-testid="ratio-date"
          />
        </Space>
      </Card>
      <Card size="small" title={t('ratio')}>
        <QueryState
          block
          testId="attendance"
          loading={(schools.isPending || ratio.isPending) && school != null}
          error={schools.error ?? ratio.error}
          empty={schools.data?.length === 0 || ratio.data?.Classes.length === 0}
          retry={() => void (schools.isError ? schools.refetch() : ratio.refetch())}
        >
          <Table<RatioRow>
            size="small"
            rowKey="ClassId"
            pagination={false}
            loading={ratio.isFetching}
            columns={columns}
            dataSource={ratio.data?.Classes ?? []}
            onRow={(r) => ({ 'data-class': r.ClassId, 'data-flagged': r.Flagged }) as HTMLAttributes<HTMLElement>}
          />
        </QueryState>
      </Card>
    </div>
  );
}
