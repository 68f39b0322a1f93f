import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  ATTENDANCE_STATUS_OPTIONS,
  api,
  attendance,
  type CalendarDay,
  DAY_KIND,
  formatTime,
  GRADE_OPTIONS,
  isSchoolDayKind,
} from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Descriptions, Drawer, Select, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import {
  monthOf,
  QueryState,
  STATUS_COLOR,
  StatusTag,
  schoolClock,
  schoolToday,
  useDayKind,
  useMenuGrants,
  useOptionText,
} from '../../components/QueryState.tsx';
import { resourceCall } from '../../resource/api.ts';
import { downloadFile } from '../../resource/files.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { DayPanel } from './DayPanel.tsx';
import { RateTab } from './RateTab.tsx';
import { classOptions, type GridChild, NON_SCHOOL_DAY_BG, REGISTER_KEY, SHORT, useClasses } from './register.ts';

/**
 * /Teach/CheckList/Kaoqin: the children's register. A class × days grid of the month (coloured
 * status cells, the school's holidays and make-up days shaded and named), the day panel below
 * it (check-in and check-out with time, method, temperature and pick-up person; bulk marking),
 * the attendance-rate report, and the records list with its export.
 */
export default function AttendancePage() {
  const { t } = useTranslation('attendance');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'register';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="kaoqin-tabs"
      onChange={(key) => setParams(new URLSearchParams({ tab: key }))}
      items={[
        { key: 'register', label: <span data-testid="kaoqin-tab-register">{t('register')}</span>, children: <RegisterTab /> },
        { key: 'rate', label: <span data-testid="kaoqin-tab-rate">{t('rateReport')}</span>, children: <RateTab /> },
        {
          key: 'records',
          label: <span data-testid="kaoqin-tab-records">{t('records')}</span>,
          children: <ResourcePage def={attendance} />,
        },
      ]}
    />
  );
}

// ---------------------------------------------------------------- register: grid and day

function RegisterTab() {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const [params, setParams] = useSearchParams();
  const classes = useClasses();
  const today = schoolToday();
  const classId = Number(params.get('ClassId')) || classes.data?.[0]?.ClassId;
  const month = /^\d{4}-\d{2}$/.test(params.get('Month') ?? '') ? (params.get('Month') as string) : monthOf(today);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('Date') ?? '')
    ? (params.get('Date') as string)
    : month === monthOf(today)
      ? today
      : `${month}-01`;
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return (
    <QueryState loading={classes.isPending} error={classes.error} empty={classes.data?.length === 0} retry={() => void classes.refetch()}>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="kaoqin-register">
        <Card size="small">
          <Space wrap>
            <span>{t('class')}</span>
            <Select
              style={{ minWidth: 220 }}
              value={classId}
              placeholder={t('chooseClass')}
              options={classOptions(classes.data ?? [], (g) => text(GRADE_OPTIONS, g))}
              onChange={(v: number) => set({ ClassId: String(v) })}
              data-testid="kaoqin-class"
              showSearch={{ optionFilterProp: 'label' }}
            />
            <span>{t('month')}</span>
            <DatePicker
              picker="month"
              allowClear={false}
              value={dayjs(`${month}-01`)}
              onChange={(d: Dayjs | null) => d && set({ Month: d.format('YYYY-MM'), Date: undefined })}
              data-testid="kaoqin-month"
            />
          </Space>
        </Card>
        {classId != null && <MonthGrid classId={classId} month={month} date={date} onDate={(d) => set({ Date: d })} />}
        {classId != null && <DayPanel classId={classId} date={date} onDate={(d) => set({ Date: d, Month: monthOf(d) })} />}
      </div>
    </QueryState>
  );
}

function MonthGrid({ classId, month, date, onDate }: { classId: number; month: string; date: string; onDate: (d: string) => void }) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const dayKind = useDayKind();
  const can = useMenuGrants(attendance.menu);
  const [child, setChild] = useState<GridChild | null>(null);
  const grid = useQuery({
    queryKey: [...REGISTER_KEY, 'grid', classId, month],
    queryFn: () => call(api.attendanceClassGrid, { ClassId: classId, Month: month }, { silent: true }),
  });
  const exporting = useMutation({
    mutationFn: () =>
      resourceCall(attendance, 'Export', { ClassId: classId, Date_from: grid.data?.DateFrom, Date_to: grid.data?.DateTo, sort: 'Date' }),
    onSuccess: ({ FilePath, Rows }) => {
      notify.success(t('exported', { count: Rows }));
      downloadFile(FilePath, `${grid.data?.ClassName ?? ''}-${month}-${formatTime(Date.now(), '{y}{m}{d}{h}{i}{s}')}.xlsx`);
    },
  });

  const days = grid.data?.Days ?? [];
  const today = schoolToday(grid.data?.TimeZone);
  const shade = (d: CalendarDay) => (isSchoolDayKind(d.Kind) ? undefined : NON_SCHOOL_DAY_BG);
  const columns: ColumnsType<GridChild> = [
    {
      key: 'child',
      title: t('child'),
      fixed: 'left',
      width: 120,
      render: (_, r) => (
        <Typography.Link onClick={() => setChild(r)} data-testid="grid-child" data-student={r.StudentId}>
          {r.StudentName}
        </Typography.Link>
      ),
    },
    ...days.map((d, i) => ({
      key: d.Date,
      width: 38,
      align: 'center' as const,
      title: (
        <Tooltip title={`${d.Date} ${d.Name || dayKind(d.Kind)}`}>
          <button
            type="button"
            onClick={() => onDate(d.Date)}
            data-testid={`grid-day-${d.Date}`}
            data-kind={d.Kind}
            style={{
              all: 'unset',
              cursor: 'pointer',
              display: 'block',
              lineHeight: 1.2,
              fontWeight: d.Date === date ? 700 : 400,
              color: d.Kind === DAY_KIND.Holiday ? '#cf1322' : d.Kind === DAY_KIND.MakeUpDay ? '#1677ff' : undefined,
            }}
          >
            {Number(d.Date.slice(8))}
            <br />
            <small>{t(`wd${d.Weekday}`)}</small>
          </button>
        </Tooltip>
      ),
      onHeaderCell: () => ({ style: { background: d.Date === date ? '#e6f4ff' : shade(d), padding: 4 } }),
      onCell: (r: GridChild) =>
        ({
          'data-testid': 'grid-cell',
          'data-student': r.StudentId,
          'data-date': d.Date,
          'data-status': r.Statuses[i] ?? '',
          style: { background: shade(d), padding: 2 },
        }) as HTMLAttributes<HTMLElement>,
      render: (_: unknown, r: GridChild) => {
        const s = r.Statuses[i];
        if (s == null) return null;
        return (
          <Tooltip title={text(ATTENDANCE_STATUS_OPTIONS, s)}>
            <Tag color={STATUS_COLOR[s]} style={{ marginInlineEnd: 0, paddingInline: 4 }}>
              {SHORT[s]}
            </Tag>
          </Tooltip>
        );
      },
    })),
    { key: 'present', title: t('presentDays'), width: 64, align: 'center', fixed: 'right', dataIndex: 'PresentDays' },
    { key: 'leave', title: t('leaveDays'), width: 64, align: 'center', fixed: 'right', dataIndex: 'LeaveDays' },
  ];

  return (
    <Card
      size="small"
      title={grid.data ? `${grid.data.ClassName} · ${month}` : month}
      data-testid="kaoqin-grid"
      extra={
        <Space wrap>
          <Space size={4} wrap>
            {ATTENDANCE_STATUS_OPTIONS.map((o) => (
              <Tag key={String(o.value)} color={STATUS_COLOR[Number(o.value)]}>
                {SHORT[Number(o.value)]} {text(ATTENDANCE_STATUS_OPTIONS, o.value)}
              </Tag>
            ))}
          </Space>
          {can('export') && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting.isPending}
              disabled={!grid.data}
              onClick={() => exporting.mutate()}
              data-testid="kaoqin-export"
            >
              {t('export')}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={() => void grid.refetch()} aria-label={t('retry')} />
        </Space>
      }
    >
      <QueryState loading={grid.isPending} error={grid.error} empty={grid.data?.Children.length === 0} retry={() => void grid.refetch()}>
        <Table<GridChild>
          size="small"
          rowKey="StudentId"
          bordered
          pagination={false}
          loading={grid.isFetching}
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={grid.data?.Children ?? []}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('presentToday')}</Table.Summary.Cell>
              {(grid.data?.Totals ?? []).map((x, i) => (
                <Table.Summary.Cell key={days[i]?.Date ?? i} index={i + 1} align="center">
                  {days[i] && isSchoolDayKind(days[i].Kind) && days[i].Date <= today ? x.Present : ''}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={days.length + 1} />
              <Table.Summary.Cell index={days.length + 2} />
            </Table.Summary.Row>
          )}
        />
      </QueryState>
      <ChildMonthDrawer child={child} month={month} onClose={() => setChild(null)} />
    </Card>
  );
}

function ChildMonthDrawer({ child, month, onClose }: { child: GridChild | null; month: string; onClose: () => void }) {
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
      <QueryState loading={detail.isPending} error={detail.error} retry={() => void detail.refetch()}>
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
            { key: 'date', title: t('date'), render: (_, d) => `${d.Date.slice(5)} ${t(`wd${d.Weekday}`)}` },
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
