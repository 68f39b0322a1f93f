import { api, isSchoolDayKind } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { schoolClock } from '../../lib/schoolTime.ts';
import { useDayKind, useWeekday } from '../calendar/useDayKind.ts';
import { type GridChild, REGISTER_KEY } from './register.ts';
import { StatusTag } from './StatusTag.tsx';

/** One child's month: the summary figures and each day's status, times, pick-up person and temperature. */
export function ChildMonthDrawer({ child, month, onClose }: { child: GridChild | null; month: string; onClose: () => void }) {
  const weekday = useWeekday();
  const { t } = useTranslation('attendance');
  const dayKind = useDayKind();
  const detail = useQuery({
    queryKey: [...REGISTER_KEY, 'child', child?.StudentId, month],
    queryFn: () => call(api.attendanceChildMonth, { StudentId: child?.StudentId as number, Month: month }, { silent: true }),
    enabled: !!child,
  });
  const s = detail.data?.Summary;
  return (
    <Drawer
      open={!!child}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={child ? t('childMonth', { name: child.StudentName, month }) : ''}
    >
      <QueryState block testId="attendance" loading={detail.isPending} error={detail.error} retry={() => void detail.refetch()}>
        {s && (
          <Descriptions
            size="small"
            column={3}
            data-testid="child-month-summary"
            items={[
              { key: 'days', label: t('schoolDay'), children: s.SchoolDays },
              { key: 'present', label: t('presentDays'), children: s.PresentDays },
              { key: 'late', label: t('lateDays'), children: s.LateDays },
              { key: 'leave', label: t('leaveDays'), children: s.LeaveDays },
              { key: 'absent', label: t('absentDays'), children: s.AbsentDays },
              { key: 'rate', label: t('rate'), children: `${(s.Rate * 100).toFixed(1)}%` },
            ]}
          />
        )}
        <Table
          size="small"
          rowKey="Date"
          pagination={false}
          style={{ marginTop: 12 }}
          dataSource={detail.data?.Days ?? []}
          columns={[
            { key: 'date', title: t('date'), render: (_, d) => `${d.Date.slice(5)} ${weekday(d.Weekday)}` },
            { key: 'kind', title: '', render: (_, d) => (isSchoolDayKind(d.Kind) && !d.Name ? '' : d.Name || dayKind(d.Kind)) },
            {
              key: 'status',
              title: t('status'),
              render: (_, d) => (d.Status == null && !isSchoolDayKind(d.Kind) ? '' : <StatusTag status={d.Status} />),
            },
            { key: 'in', title: t('checkIn'), render: (_, d) => schoolClock(d.CheckInTime, detail.data?.TimeZone) },
            { key: 'out', title: t('checkOut'), render: (_, d) => schoolClock(d.CheckOutTime, detail.data?.TimeZone) },
            { key: 'pickUp', title: t('pickUpPerson'), dataIndex: 'PickUpPerson' },
            { key: 'temp', title: t('temperature'), dataIndex: 'EntryTemperature' },
          ]}
        />
      </QueryState>
    </Drawer>
  );
}
