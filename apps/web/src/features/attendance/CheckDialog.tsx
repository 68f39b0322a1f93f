import { api, CHECK_METHOD, CHECK_METHOD_OPTIONS, ENTRY_TEMPERATURE } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { AutoComplete, Button, Form, InputNumber, Select, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { schoolClock, schoolNow, schoolToday } from '../../lib/schoolTime.ts';
import { asksArrivalTime, type DayRow } from './register.ts';

/** Which check the dialog records, and of whom (null: closed). */
export type CheckForm = { mode: 'in' | 'out'; row: DayRow } | null;

interface CheckValues {
  Time: Dayjs;
  Method: number;
  EntryTemperature?: number | null;
  PickUpPerson?: string;
}

/** A child's check-in (time, method, temperature) or check-out (time, method, pick-up person) of a day. */
export function CheckDialog({
  form,
  date,
  openTime,
  closeTime,
  lateAfterMinutes,
  timeZone,
  onClose,
  onDone,
}: {
  form: CheckForm;
  date: string;
  openTime?: string;
  closeTime?: string;
  /** A check-in this many minutes after opening is late (the school's rule). */
  lateAfterMinutes?: number;
  timeZone?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('attendance');
  const selectOptions = useSelectOptions();
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
  const existing = mode === 'in' ? row?.CheckInTime : row?.CheckOutTime;
  const today = date === schoolToday(timeZone);
  const now = schoolNow(timeZone);
  const askArrival = mode === 'in' && !existing && asksArrivalTime(date, timeZone, openTime, lateAfterMinutes);
  // Today: now; another day: the school's opening (arrival) or closing (departure) time.
  const initialClock = today ? now : ((mode === 'in' ? openTime : closeTime) ?? '08:00');
  const clock = existing ? schoolClock(existing, timeZone) : askArrival ? null : initialClock;

  return (
    <FormDialog<CheckValues>
      open={!!form}
      title={row ? t(mode === 'in' ? 'checkInTitle' : 'checkOutTitle', { name: row.StudentName }) : ''}
      onClose={onClose}
      save={save}
      okText={t('save')}
      okTestId="check-save"
      formProps={{ 'data-testid': 'check-form' } as Record<string, string>}
      initialValues={{
        Time: clock ? dayjs(`${date}T${clock}`) : undefined,
        Method: (mode === 'in' ? row?.CheckInMethod : row?.CheckOutMethod) ?? CHECK_METHOD.Manual,
        EntryTemperature: row?.EntryTemperature ?? undefined,
        PickUpPerson: row?.PickUpPerson || row?.PickUpPeople[0],
      }}
    >
      <Form.Item
        name="Time"
        label={t(askArrival ? 'arrivedAt' : 'time')}
        rules={[{ required: true, message: t('required') }]}
        extra={askArrival && openTime ? <ArrivalPicks date={date} now={now} open={openTime} /> : undefined}
      >
        <TimePicker format="HH:mm" needConfirm={false} data-testid="check-time" />
      </Form.Item>
      <Form.Item name="Method" label={t('method')} rules={[{ required: true, message: t('required') }]}>
        <Select options={selectOptions(CHECK_METHOD_OPTIONS)} data-testid="check-method" />
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
    </FormDialog>
  );
}

/** The two usual answers to 'arrived when?' one tap away: now, or at the opening time. */
function ArrivalPicks({ date, now, open }: { date: string; now: string; open: string }) {
  const { t } = useTranslation('attendance');
  const form = Form.useFormInstance();
  const pick = (clock: string) => form.setFieldsValue({ Time: dayjs(`${date}T${clock}`) });
  return (
    <Space size={4} wrap style={{ marginTop: 4 }}>
      <span>{t('arrivalAsk')}</span>
      <Button size="small" onClick={() => pick(open)} data-testid="check-time-open">
        {t('arrivedAtOpening', { time: open })}
      </Button>
      <Button size="small" onClick={() => pick(now)} data-testid="check-time-now">
        {t('arrivedNow', { time: now })}
      </Button>
    </Space>
  );
}
