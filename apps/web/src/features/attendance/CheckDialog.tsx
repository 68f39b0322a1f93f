import { api, CHECK_METHOD, CHECK_METHOD_OPTIONS, ENTRY_TEMPERATURE } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { AutoComplete, Form, InputNumber, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { schoolClock, schoolNow, schoolToday } from '../../lib/schoolTime.ts';
import type { DayRow } from './register.ts';

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
  timeZone,
  onClose,
  onDone,
}: {
  form: CheckForm;
  date: string;
  openTime?: string;
  closeTime?: string;
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
  // Today: now; another day: the school's opening (arrival) or closing (departure) time.
  const initialClock = date === schoolToday(timeZone) ? schoolNow(timeZone) : ((mode === 'in' ? openTime : closeTime) ?? '08:00');
  const existing = mode === 'in' ? row?.CheckInTime : row?.CheckOutTime;
  const clock = existing ? schoolClock(existing, timeZone) : initialClock;

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
        Time: dayjs(`${date}T${clock}`),
        Method: (mode === 'in' ? row?.CheckInMethod : row?.CheckOutMethod) ?? CHECK_METHOD.Manual,
        EntryTemperature: row?.EntryTemperature ?? undefined,
        PickUpPerson: row?.PickUpPerson || row?.PickUpPeople[0],
      }}
    >
      <Form.Item name="Time" label={t('time')} rules={[{ required: true, message: t('required') }]}>
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
