import EditOutlined from '@ant-design/icons/EditOutlined';
import { api, CHECK_METHOD, CHECK_METHOD_OPTIONS } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolClock, schoolNow, schoolToday } from '../../lib/schoolTime.ts';
import type { CheckForm } from './CheckDialog.tsx';
import { asksArrivalTime, type DayRow } from './register.ts';
import { StatusTag } from './StatusTag.tsx';

/** A touch target a thumb hits (WCAG 2.5.5: 44 × 44 CSS px). */
const TOUCH = { minHeight: 44, minWidth: 44 } as const;

export interface DayRosterProps {
  rows: readonly DayRow[];
  date: string;
  timeZone?: string;
  /** The school's opening and late margin: after them a tap asks the arrival time (register.ts asksArrivalTime). */
  openTime?: string;
  lateAfterMinutes?: number;
  canAdd: boolean;
  canEdit: boolean;
  future: boolean;
  selected: readonly number[];
  onSelect?: (ids: number[]) => void;
  onForm: (form: NonNullable<CheckForm>) => void;
  onDone: () => void;
}

/**
 * The day's register under the breakpoint: one line per child with a button of at least
 * 44 px. While children arrive one tap checks a child in (now, by hand); after the fact or on
 * another day the tap asks the time. A child in is checked out (the pick-up person is asked); the pen edits the check-in.
 */
export function DayRoster({
  rows,
  date,
  timeZone,
  openTime,
  lateAfterMinutes,
  canAdd,
  canEdit,
  future,
  selected,
  onSelect,
  onForm,
  onDone,
}: DayRosterProps) {
  const { t } = useTranslation('attendance');
  const text = useOptionText();
  // One tap checks in now while children arrive; after the fact, on another day, it asks the time.
  const oneTap = date === schoolToday(timeZone) && !asksArrivalTime(date, timeZone, openTime, lateAfterMinutes);
  const checkIn = useMutation({
    mutationFn: (row: DayRow) =>
      call(api.attendanceCheckIn, { StudentId: row.StudentId, Date: date, Time: schoolNow(timeZone), Method: CHECK_METHOD.Manual }),
    onSuccess: (_, row) => {
      notify.success(t('checkedIn', { name: row.StudentName }));
      onDone();
    },
  });
  const clock = (iso: string | null, method: number | null) =>
    iso ? `${schoolClock(iso, timeZone)} ${text(CHECK_METHOD_OPTIONS, method)}` : '';

  return (
    <List<DayRow>
      data-testid="kaoqin-roster"
      dataSource={[...rows]}
      rowKey="StudentId"
      renderItem={(r) => {
        const arrived = !!r.CheckInTime;
        const left = !!r.CheckOutTime;
        const busy = checkIn.isPending && checkIn.variables?.StudentId === r.StudentId;
        return (
          <List.Item
            data-testid="roster-child"
            data-student={r.StudentId}
            data-status={r.Status ?? ''}
            style={{ gap: 8, paddingInline: 0, alignItems: 'center' }}
          >
            {onSelect && (
              <Checkbox
                aria-label={r.StudentName}
                style={{ ...TOUCH, minWidth: 24, alignItems: 'center' }}
                checked={selected.includes(r.StudentId)}
                onChange={(e) => onSelect(e.target.checked ? [...selected, r.StudentId] : selected.filter((x) => x !== r.StudentId))}
              />
            )}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 16 }}>
                {r.StudentName}
              </Typography.Text>
              <StatusTag status={r.Status} />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {[clock(r.CheckInTime, r.CheckInMethod), clock(r.CheckOutTime, r.CheckOutMethod)].filter(Boolean).join(' → ')}
              </Typography.Text>
            </div>
            {arrived && canAdd && !future && (
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('checkInTitle', { name: r.StudentName })}
                style={TOUCH}
                onClick={() => onForm({ mode: 'in', row: r })}
                data-testid="roster-edit"
                data-student={r.StudentId}
              />
            )}
            {!arrived && canAdd && (
              <Button
                type="primary"
                size="large"
                disabled={future}
                loading={busy}
                style={{ ...TOUCH, minWidth: 112 }}
                onClick={() => (oneTap ? checkIn.mutate(r) : onForm({ mode: 'in', row: r }))}
                data-testid="roster-check-in"
                data-student={r.StudentId}
              >
                {t('checkIn')}
              </Button>
            )}
            {arrived && !left && canEdit && (
              <Button
                size="large"
                disabled={future}
                style={{ ...TOUCH, minWidth: 112 }}
                onClick={() => onForm({ mode: 'out', row: r })}
                data-testid="roster-check-out"
                data-student={r.StudentId}
              >
                {t('checkOut')}
              </Button>
            )}
          </List.Item>
        );
      }}
    />
  );
}
