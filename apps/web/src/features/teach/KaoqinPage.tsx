import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  ATTENDANCE_STATUS,
  ATTENDANCE_STATUS_OPTIONS,
  api,
  attendance,
  type CalendarDay,
  CHECK_METHOD,
  CHECK_METHOD_OPTIONS,
  DAY_KIND,
  ENTRY_TEMPERATURE,
  formatTime,
  GRADE_OPTIONS,
  isSchoolDayKind,
  type OutputOf,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AutoComplete,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  InputNumber,
  Modal,
  Progress,
  Select,
  type SelectProps,
  Space,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { resourceCall } from '../../resource/api.ts';
import { downloadFile } from '../../resource/files.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import {
  monthOf,
  QueryState,
  STATUS_COLOR,
  StatusTag,
  schoolClock,
  schoolNow,
  schoolToday,
  useDayKind,
  useMenuGrants,
  useOptionText,
} from './attendanceShared.tsx';

type ClassOption = OutputOf<typeof api.attendanceClasses>[number];
type Grid = OutputOf<typeof api.attendanceClassGrid>;
type GridChild = Grid['Children'][number];
type DayRow = OutputOf<typeof api.attendanceDay>['Children'][number];
type RateRow = OutputOf<typeof api.attendanceRateReport>['Classes'][number];

/** Every query of the register starts with this key (invalidated after a write). */
const REGISTER_KEY = ['resource', attendance.name] as const;
const SHORT: Record<number, string> = {
  [ATTENDANCE_STATUS.Present]: '✓',
  [ATTENDANCE_STATUS.Absent]: '✗',
  [ATTENDANCE_STATUS.Leave]: '○',
  [ATTENDANCE_STATUS.Late]: '◔',
  [ATTENDANCE_STATUS.LeftEarly]: '◑',
};
const NON_SCHOOL_DAY_BG = 'rgba(0, 0, 0, 0.04)';

/**
 * /Teach/CheckList/Kaoqin: the children's register. A class × days grid of the month (coloured
 * status cells, the school's holidays and make-up days shaded and named), the day panel below
 * it (check-in and check-out with time, method, temperature and pick-up person; bulk marking),
 * the attendance-rate report, and the records list with its export.
 */
export default function KaoqinPage() {
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

function useClasses() {
  return useQuery({
    queryKey: [...REGISTER_KEY, 'classes'],
    queryFn: () => call(api.attendanceClasses, {}, { silent: true }),
    staleTime: 60_000,
  });
}

/** The class picker's options: grouped by school when the user sees several. */
function classOptions(classes: readonly ClassOption[], gradeText: (v: string) => string): SelectProps['options'] {
  const schools = [...new Map(classes.map((c) => [c.SchoolId, c.SchoolName])).entries()];
  const option = (c: ClassOption) => ({ value: c.ClassId, label: `${c.ClassName} · ${gradeText(c.Grade)}` });
  if (schools.length <= 1) return classes.map(option);
  return schools.map(([id, name]) => ({ label: name, title: name, options: classes.filter((c) => c.SchoolId === id).map(option) }));
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
  const today = schoolToday();
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
            { key: 'in', title: t('checkIn'), render: (_, d) => schoolClock(d.CheckInTime) },
            { key: 'out', title: t('checkOut'), render: (_, d) => schoolClock(d.CheckOutTime) },
            { key: 'pickUp', title: t('pickUpPerson'), dataIndex: 'PickUpPerson' },
            { key: 'temp', title: t('temperature'), dataIndex: 'EntryTemperature' },
          ]}
        />
      </QueryState>
    </Drawer>
  );
}

type CheckForm = { mode: 'in' | 'out'; row: DayRow } | null;

function DayPanel({ classId, date, onDate }: { classId: number; date: string; onDate: (d: string) => void }) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const dayKind = useDayKind();
  const can = useMenuGrants(attendance.menu);
  const queryClient = useQueryClient();
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
  const future = date > schoolToday();
  const rules = day.data?.Rules;

  const columns: ColumnsType<DayRow> = [
    { key: 'child', title: t('child'), render: (_, r) => r.StudentName },
    { key: 'status', title: t('status'), render: (_, r) => <StatusTag status={r.Status} /> },
    {
      key: 'in',
      title: t('checkIn'),
      render: (_, r) => (r.CheckInTime ? `${schoolClock(r.CheckInTime)} ${text(CHECK_METHOD_OPTIONS, r.CheckInMethod)}` : ''),
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
      render: (_, r) => (r.CheckOutTime ? `${schoolClock(r.CheckOutTime)} ${text(CHECK_METHOD_OPTIONS, r.CheckOutMethod)}` : ''),
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
          <DatePicker
            size="small"
            allowClear={false}
            value={dayjs(date)}
            onChange={(d: Dayjs | null) => d && onDate(d.format('YYYY-MM-DD'))}
            data-testid="kaoqin-date"
          />
        </Space>
      }
      extra={
        can('edit') && (
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
        )
      }
    >
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
      <QueryState loading={day.isPending} error={day.error} empty={day.data?.Children.length === 0} retry={() => void day.refetch()}>
        <Table<DayRow>
          size="small"
          rowKey="StudentId"
          pagination={false}
          loading={day.isFetching}
          columns={columns}
          dataSource={day.data?.Children ?? []}
          onRow={(r) => ({ 'data-student': r.StudentId, 'data-status': r.Status ?? '' }) as HTMLAttributes<HTMLElement>}
          rowSelection={
            can('edit') && !future ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined
          }
        />
      </QueryState>
      {/* One dialog (and form) per opening: a check-out never starts from the check-in's values. */}
      <CheckDialog
        key={form ? `${form.mode}-${form.row.StudentId}` : 'closed'}
        form={form}
        date={date}
        openTime={rules?.OpenTime}
        closeTime={rules?.CloseTime}
        onClose={() => setForm(null)}
        onDone={refresh}
      />
    </Card>
  );
}

interface CheckValues {
  Time: Dayjs;
  Method: number;
  EntryTemperature?: number | null;
  PickUpPerson?: string;
}

function CheckDialog({
  form,
  date,
  openTime,
  closeTime,
  onClose,
  onDone,
}: {
  form: CheckForm;
  date: string;
  openTime?: string;
  closeTime?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const [values] = Form.useForm<CheckValues>();
  const mode = form?.mode;
  const row = form?.row;
  const save = useMutation({
    mutationFn: async (v: CheckValues) => {
      const base = { StudentId: row?.StudentId as number, Date: date, Time: v.Time.format('HH:mm'), Method: v.Method };
      return mode === 'in'
        ? call(api.attendanceCheckIn, { ...base, EntryTemperature: v.EntryTemperature ?? undefined })
        : call(api.attendanceCheckOut, { ...base, PickUpPerson: v.PickUpPerson ?? '' });
    },
    onSuccess: () => {
      notify.success(t(mode === 'in' ? 'checkedIn' : 'checkedOut', { name: row?.StudentName }));
      onDone();
      onClose();
    },
  });
  // Today: now; another day: the school's opening (arrival) or closing (departure) time.
  const initialClock = date === schoolToday() ? schoolNow() : ((mode === 'in' ? openTime : closeTime) ?? '08:00');
  const existing = mode === 'in' ? row?.CheckInTime : row?.CheckOutTime;
  const clock = existing ? schoolClock(existing) : initialClock;
  const methods = CHECK_METHOD_OPTIONS.map((o) => ({ value: o.value, label: text(CHECK_METHOD_OPTIONS, o.value) }));

  return (
    <Modal
      open={!!form}
      title={row ? t(mode === 'in' ? 'checkInTitle' : 'checkOutTitle', { name: row.StudentName }) : ''}
      onCancel={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => values.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'check-save' } as Record<string, string>}
    >
      <Form<CheckValues>
        form={values}
        layout="vertical"
        preserve={false}
        data-testid="check-form"
        initialValues={{
          Time: dayjs(`${date}T${clock}`),
          Method: (mode === 'in' ? row?.CheckInMethod : row?.CheckOutMethod) ?? CHECK_METHOD.Manual,
          EntryTemperature: row?.EntryTemperature ?? undefined,
          PickUpPerson: row?.PickUpPerson || row?.PickUpPeople[0],
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="Time" label={t('time')} rules={[{ required: true, message: t('required') }]}>
          <TimePicker format="HH:mm" needConfirm={false} data-testid="check-time" />
        </Form.Item>
        <Form.Item name="Method" label={t('method')} rules={[{ required: true, message: t('required') }]}>
          <Select options={methods} data-testid="check-method" />
        </Form.Item>
        {mode === 'in' ? (
          <Form.Item name="EntryTemperature" label={t('temperature')}>
            <InputNumber min={ENTRY_TEMPERATURE.min} max={ENTRY_TEMPERATURE.max} step={0.1} precision={1} data-testid="check-temperature" />
          </Form.Item>
        ) : (
          <Form.Item
            name="PickUpPerson"
            label={t('pickUpPerson')}
            rules={[{ required: true, whitespace: true, message: t('required') }, { max: 50 }]}
          >
            <AutoComplete options={(row?.PickUpPeople ?? []).map((p) => ({ value: p }))} data-testid="check-pick-up" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

// ---------------------------------------------------------------- the rate report

function RateTab() {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  const dayKind = useDayKind();
  const classes = useClasses();
  const [schoolId, setSchoolId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const [month, setMonth] = useState(monthOf(schoolToday()));
  const schools = useMemo(() => [...new Map((classes.data ?? []).map((c) => [c.SchoolId, c.SchoolName])).entries()], [classes.data]);
  const school = schoolId ?? schools[0]?.[0];
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
    <QueryState loading={classes.isPending} error={classes.error} empty={classes.data?.length === 0} retry={() => void classes.refetch()}>
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
    </QueryState>
  );
}
