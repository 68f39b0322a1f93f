import { ATTENDANCE_STATUS, api, attendance, CHECK_METHOD_OPTIONS, isSchoolDayKind } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { selectionTitle } from '../../components/selectionTitle.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolClock, schoolToday } from '../../lib/schoolTime.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { useMobile } from '../../shell/settings.ts';
import { useDayKind } from '../calendar/useDayKind.ts';
import { CheckDialog, type CheckForm } from './CheckDialog.tsx';
import { DayRoster } from './DayRoster.tsx';
import { type DayRow, REGISTER_KEY } from './register.ts';
import { StatusTag } from './StatusTag.tsx';

/** One class's day: each child's check-in and check-out (time, method, temperature, pick-up person) and bulk marking. */
export function DayPanel({ classId, date, onDate }: { classId: number; date: string; onDate: (d: string) => void }) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const dayKind = useDayKind();
  const can = useMenuGrants(attendance.menu);
  const queryClient = useQueryClient();
  const mobile = useMobile();
  const [selected, setSelected] = useState<number[]>([]);
  const [form, setForm] = useState<CheckForm>(null);
  const day = useQuery({
    queryKey: [...REGISTER_KEY, 'day', classId, date],
    queryFn: () => call(api.attendanceDay, { ClassId: classId, Date: date }, { silent: true }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: REGISTER_KEY });
  const mark = useMutation({
    mutationFn: (status: number) => call(api.attendanceBulkMark, { StudentIds: selected, Date: date, Status: status }),
    onSuccess: (r) => {
      notify.success(t('marked', { marked: r.Marked, skipped: r.Skipped }));
      setSelected([]);
      refresh();
    },
  });
  const rules = day.data?.Rules;
  const zone = rules?.TimeZone;
  const future = date > schoolToday(zone);

  const columns: ColumnsType<DayRow> = [
    { key: 'child', title: t('child'), render: (_, r) => r.StudentName },
    { key: 'status', title: t('status'), render: (_, r) => <StatusTag status={r.Status} /> },
    {
      key: 'in',
      title: t('checkIn'),
      render: (_, r) => (r.CheckInTime ? `${schoolClock(r.CheckInTime, zone)} ${text(CHECK_METHOD_OPTIONS, r.CheckInMethod)}` : ''),
    },
    {
      key: 'temp',
      title: t('temperature'),
      render: (_, r) =>
        r.EntryTemperature == null ? '' : r.Fever ? <Tag color="red">{`${r.EntryTemperature} ${t('fever')}`}</Tag> : r.EntryTemperature,
    },
    {
      key: 'out',
      title: t('checkOut'),
      render: (_, r) => (r.CheckOutTime ? `${schoolClock(r.CheckOutTime, zone)} ${text(CHECK_METHOD_OPTIONS, r.CheckOutMethod)}` : ''),
    },
    { key: 'pickUp', title: t('pickUpPerson'), dataIndex: 'PickUpPerson' },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Space size={0}>
          {can('add') && (
            <Button
              type="link"
              size="small"
              disabled={future}
              onClick={() => setForm({ mode: 'in', row: r })}
              data-testid="day-check-in"
              data-student={r.StudentId}
            >
              {t('checkIn')}
            </Button>
          )}
          {can('edit') && (
            <Button
              type="link"
              size="small"
              disabled={future || !r.CheckInTime}
              onClick={() => setForm({ mode: 'out', row: r })}
              data-testid="day-check-out"
              data-student={r.StudentId}
            >
              {t('checkOut')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const datePicker = (
    <DatePicker
      size={mobile ? 'large' : 'small'}
      allowClear={false}
      value={dayjs(date)}
      onChange={(d: Dayjs | null) => d && onDate(d.format('YYYY-MM-DD'))}
      aria-label={t('date')}
      data-testid="kaoqin-date"
    />
  );
  const bulk = can('edit') && (
    <Space wrap>
      {selected.length > 0 && <span>{t('selected', { count: selected.length })}</span>}
      {(
        [
          [ATTENDANCE_STATUS.Present, 'markPresent'],
          [ATTENDANCE_STATUS.Absent, 'markAbsent'],
          [ATTENDANCE_STATUS.Leave, 'markLeave'],
        ] as const
      ).map(([status, key]) => (
        <Button
          key={key}
          disabled={selected.length === 0 || future}
          loading={mark.isPending && mark.variables === status}
          onClick={() => mark.mutate(status)}
          data-testid={`day-${key}`}
        >
          {t(key)}
        </Button>
      ))}
    </Space>
  );

  return (
    <Card
      size="small"
      data-testid="kaoqin-day"
      data-date={date}
      title={
        <Space wrap>
          {t('dayPanel', { date })}
          {day.data && (
            <Tag color={isSchoolDayKind(day.data.Day.Kind) ? 'default' : 'red'}>{day.data.Day.Name || dayKind(day.data.Day.Kind)}</Tag>
          )}
          {!mobile && datePicker}
        </Space>
      }
      extra={!mobile && bulk}
    >
      {mobile && (
        <Space wrap style={{ marginBottom: 8 }}>
          {datePicker}
          {bulk}
        </Space>
      )}
      {rules && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="kaoqin-rules">
          {t('rules', {
            open: rules.OpenTime,
            late: rules.LateAfterMinutes,
            close: rules.CloseTime,
            early: rules.EarlyLeaveMinutes,
            threshold: rules.TemperatureThreshold,
          })}
        </Typography.Paragraph>
      )}
      <QueryState
        block
        testId="attendance"
        loading={day.isPending}
        error={day.error}
        empty={day.data?.Children.length === 0}
        retry={() => void day.refetch()}
      >
        {mobile ? (
          <DayRoster
            rows={day.data?.Children ?? []}
            date={date}
            timeZone={zone}
            openTime={rules?.OpenTime}
            lateAfterMinutes={rules?.LateAfterMinutes}
            canAdd={can('add')}
            canEdit={can('edit')}
            future={future}
            selected={selected}
            onSelect={can('edit') && !future ? setSelected : undefined}
            onForm={setForm}
            onDone={refresh}
          />
        ) : (
          <Table<DayRow>
            size="small"
            rowKey="StudentId"
            pagination={false}
            loading={day.isFetching}
            columns={columns}
            dataSource={day.data?.Children ?? []}
            onRow={(r) => ({ 'data-student': r.StudentId, 'data-status': r.Status ?? '' }) as HTMLAttributes<HTMLElement>}
            rowSelection={
              can('edit') && !future
                ? { selectedRowKeys: selected, columnTitle: selectionTitle, onChange: (keys) => setSelected(keys.map(Number)) }
                : undefined
            }
          />
        )}
      </QueryState>
      {/* One dialog (and form) per opening: a check-out never starts from the check-in's values. */}
      <CheckDialog
        key={form ? `${form.mode}-${form.row.StudentId}` : 'closed'}
        form={form}
        date={date}
        openTime={rules?.OpenTime}
        closeTime={rules?.CloseTime}
        lateAfterMinutes={rules?.LateAfterMinutes}
        timeZone={zone}
        onClose={() => setForm(null)}
        onDone={refresh}
      />
    </Card>
  );
}
