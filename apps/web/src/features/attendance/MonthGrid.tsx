import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { ATTENDANCE_STATUS_OPTIONS, api, attendance, type CalendarDay, DAY_KIND, isSchoolDayKind } from '@kc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { OutsideMeasureRow } from '../../components/selectionTitle.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolToday } from '../../lib/schoolTime.ts';
import { resourceCall } from '../../resource/api.ts';
import { downloadFile } from '../../resource/files.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { useMobile } from '../../shell/settings.ts';
import { useDayKind, useWeekday } from '../calendar/useDayKind.ts';
import { ChildMonthDrawer } from './ChildMonthDrawer.tsx';
import { type GridChild, NON_SCHOOL_DAY_BG, REGISTER_KEY, SHORT } from './register.ts';
import { STATUS_COLOR } from './StatusTag.tsx';

/** A class × days grid of the month: coloured status cells, the school's holidays and make-up days shaded and named, the export. */
export function MonthGrid({ classId, month, date, onDate }: { classId: number; month: string; date: string; onDate: (d: string) => void }) {
  const weekday = useWeekday();
  const mobile = useMobile();
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
      downloadFile(FilePath, `${grid.data?.ClassName ?? ''}-${month}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
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
      width: mobile ? 96 : 120,
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
        <OutsideMeasureRow>
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
              <small>{weekday(d.Weekday)}</small>
            </button>
          </Tooltip>
        </OutsideMeasureRow>
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
    // On a phone only the child column stays: the days scroll under it.
    { key: 'present', title: t('presentDays'), width: 64, align: 'center', fixed: mobile ? undefined : 'right', dataIndex: 'PresentDays' },
    { key: 'leave', title: t('leaveDays'), width: 64, align: 'center', fixed: mobile ? undefined : 'right', dataIndex: 'LeaveDays' },
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
      <QueryState
        block
        testId="attendance"
        loading={grid.isPending}
        error={grid.error}
        empty={grid.data?.Children.length === 0}
        retry={() => void grid.refetch()}
      >
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
