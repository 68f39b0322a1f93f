import {
  api,
  HYGIENE_AMOUNT_MAX,
  HYGIENE_KIND_OPTIONS,
  hygiene,
  infrared,
  type OutputOf,
  SLEEP_NAP_DEFAULT,
  SLEEP_QUALITY,
  SLEEP_QUALITY_OPTIONS,
  sleepRecord,
} from '@kc/contract';
import { Checkbox, Input, InputNumber, Select, Tag, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { useLang } from '../../resource/hooks.ts';
import { ClassDayGrid, type ClassDayKind, type GridColumn, roundTime, TemperatureInput } from './ClassDayGrid.tsx';

// The grids of the timed kinds: a round is taken at a time (a temperature round, a hygiene round)
// or is the day's nap; the server replaces the round with what is sent (contract daily-care/api.ts).

type Stored<E extends { output: unknown }> = NonNullable<(OutputOf<E> & { Children: { Record: unknown }[] })['Children'][number]['Record']>;
type Labelled = { fields: Record<string, { label?: unknown }> };

/** A definition's field label in the console's language. */
const labelOf = (def: Labelled, field: string, lang: string) => ((def.fields[field]?.label ?? {}) as Record<string, string>)[lang] ?? field;

/** A note input of a row. */
function noteColumn<R extends { StudentId: number; Note: string }>(title: string, prefix: string): GridColumn<R> {
  return {
    key: 'Note',
    title,
    width: 200,
    input: (r, set, label) => (
      <Input
        aria-label={label}
        maxLength={200}
        value={r.Note}
        onChange={(e) => set({ Note: e.target.value } as Partial<R>)}
        data-testid={`${prefix}-note-${r.StudentId}`}
      />
    ),
  };
}

/** A clock input of a row ('HH:mm' on the school's clock). */
function clockInput(value: string | null, onChange: (v: string | null) => void, label: string, testId: string, clearable = false) {
  return (
    <TimePicker
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      allowClear={clearable}
      aria-label={label}
      value={value ? dayjs(`2000-01-01T${value}`) : null}
      onChange={(v: Dayjs | null) => onChange(v ? v.format('HH:mm') : null)}
      style={{ width: '100%', minWidth: 96 }}
      data-testid={testId}
    />
  );
}

type InfraredRow = { StudentId: number; Value: number | null };

/** Infrared's round: each child's temperature at the round's time; a blank child is not sent; fevers red. */
export function InfraredRoundGrid() {
  const { t } = useTranslation('dailyCare');
  const lang = useLang();
  const kind = useMemo(
    (): ClassDayKind<InfraredRow, Stored<typeof api.infraredClassDay>> => ({
      name: infrared.name,
      menu: infrared.menu,
      testId: 'infrared-grid',
      classes: () => call(api.infraredClasses, {}, { silent: true }),
      load: (ClassId, day, keys) => call(api.infraredClassDay, { ClassId, Date: day, Time: String(keys.Time) }),
      save: (ClassId, day, keys, rows) =>
        call(api.infraredSaveClassDay, {
          ClassId,
          Date: day,
          Time: String(keys.Time),
          Rows: rows.map((r) => ({ StudentId: r.StudentId, Value: r.Value as number })),
        }),
      pickers: [{ param: 'Time', label: t('time'), time: true, initial: roundTime }],
      rowOf: (c) => ({ StudentId: c.StudentId, Value: c.Record?.Value ?? null }),
      sendable: (r) => r.Value != null,
      savedText: (count) => t('savedReadings', { count }),
      flagged: (r, day) => r.Value != null && Math.round(r.Value * 10) >= Math.round(day.TemperatureThreshold * 10),
      columns: [
        {
          key: 'Value',
          title: labelOf(infrared, 'Value', lang),
          width: 130,
          input: (r, set, label) => (
            <TemperatureInput
              label={label}
              placeholder="36.5"
              value={r.Value}
              onChange={(v) => set({ Value: v })}
              testId={`infrared-value-${r.StudentId}`}
            />
          ),
        },
      ],
    }),
    [lang, t],
  );
  return (
    <>
      <p style={{ margin: 0 }}>{t('infraredHint')}</p>
      <ClassDayGrid kind={kind} />
    </>
  );
}

type HygieneRow = { StudentId: number; Done: boolean; Amount: number | null; Note: string };

/** Hygiene's round: one kind of care at a time, every child ticked as done (untick who was not); water in ml. */
export function HygieneRoundGrid() {
  const { t } = useTranslation('dailyCare');
  const lang = useLang();
  const selectOptions = useSelectOptions();
  const kind = useMemo(
    (): ClassDayKind<HygieneRow, Stored<typeof api.hygieneClassDay>> => ({
      name: hygiene.name,
      menu: hygiene.menu,
      testId: 'hygiene-grid',
      classes: () => call(api.hygieneClasses, {}, { silent: true }),
      load: (ClassId, day, keys) => call(api.hygieneClassDay, { ClassId, Date: day, Kind: keys.Kind as number, Time: String(keys.Time) }),
      save: (ClassId, day, keys, rows) =>
        call(api.hygieneSaveClassDay, {
          ClassId,
          Date: day,
          Kind: keys.Kind as number,
          Time: String(keys.Time),
          Rows: rows.map((r) => ({ StudentId: r.StudentId, ...(r.Amount != null ? { Amount: r.Amount } : {}), Note: r.Note })),
        }),
      pickers: [
        {
          param: 'Kind',
          label: labelOf(hygiene, 'Kind', lang),
          options: selectOptions(HYGIENE_KIND_OPTIONS) as { value: number; label: string }[],
        },
        { param: 'Time', label: t('time'), time: true, initial: roundTime },
      ],
      rowOf: (c) => ({ StudentId: c.StudentId, Done: true, Amount: c.Record?.Amount ?? null, Note: c.Record?.Note ?? '' }),
      sendable: (r) => r.Done,
      savedText: (count) => t('savedRecords', { count }),
      columns: [
        {
          key: 'Done',
          title: t('done'),
          width: 80,
          input: (r, set, label) => (
            <Checkbox
              aria-label={label}
              checked={r.Done}
              onChange={(e) => set({ Done: e.target.checked })}
              data-testid={`hygiene-done-${r.StudentId}`}
            />
          ),
        },
        {
          key: 'Amount',
          title: labelOf(hygiene, 'Amount', lang),
          width: 130,
          input: (r, set, label) => (
            <InputNumber
              aria-label={label}
              min={0}
              max={HYGIENE_AMOUNT_MAX}
              step={50}
              precision={0}
              disabled={!r.Done}
              value={r.Amount}
              onChange={(v) => set({ Amount: v == null ? null : Number(v) })}
              style={{ width: '100%', minWidth: 90 }}
              data-testid={`hygiene-amount-${r.StudentId}`}
            />
          ),
        },
        noteColumn<HygieneRow>(labelOf(hygiene, 'Note', lang), 'hygiene'),
      ],
    }),
    [lang, t, selectOptions],
  );
  return (
    <>
      <p style={{ margin: 0 }}>{t('hygieneHint')}</p>
      <ClassDayGrid kind={kind} />
    </>
  );
}

type SleepRow = { StudentId: number; StartTime: string; EndTime: string | null; Quality: number; Note: string; FromDevice: boolean };

/** SleepRecord's grid: the day's nap of every child, pre-filled with the nap a bracelet reported or the usual one; one save. */
export function SleepGrid() {
  const { t } = useTranslation('dailyCare');
  const lang = useLang();
  const selectOptions = useSelectOptions();
  const kind = useMemo(
    (): ClassDayKind<SleepRow, Stored<typeof api.sleepClassDay>> => ({
      name: sleepRecord.name,
      menu: sleepRecord.menu,
      testId: 'sleep-grid',
      classes: () => call(api.sleepClasses, {}, { silent: true }),
      load: (ClassId, day) => call(api.sleepClassDay, { ClassId, Date: day }),
      save: (ClassId, day, _keys, rows) =>
        call(api.sleepSaveClassDay, {
          ClassId,
          Date: day,
          Rows: rows.map(({ EndTime, FromDevice: _, ...r }) => ({ ...r, ...(EndTime ? { EndTime } : {}) })),
        }),
      rowOf: (c) => ({
        StudentId: c.StudentId,
        StartTime: c.Record?.StartTime ?? SLEEP_NAP_DEFAULT.StartTime,
        EndTime: c.Record ? c.Record.EndTime : SLEEP_NAP_DEFAULT.EndTime,
        Quality: c.Record?.Quality ?? SLEEP_QUALITY.Good,
        Note: c.Record?.Note ?? '',
        FromDevice: c.Record?.FromDevice ?? false,
      }),
      savedText: (count) => t('savedNaps', { count }),
      columns: [
        {
          key: 'StartTime',
          title: labelOf(sleepRecord, 'StartTime', lang),
          width: 120,
          input: (r, set, label) => clockInput(r.StartTime, (v) => v && set({ StartTime: v }), label, `sleep-start-${r.StudentId}`),
        },
        {
          key: 'EndTime',
          title: labelOf(sleepRecord, 'EndTime', lang),
          width: 120,
          input: (r, set, label) => clockInput(r.EndTime, (v) => set({ EndTime: v }), label, `sleep-end-${r.StudentId}`, true),
        },
        {
          key: 'Quality',
          title: labelOf(sleepRecord, 'Quality', lang),
          width: 140,
          input: (r, set, label) => (
            <Select
              aria-label={label}
              style={{ width: '100%', minWidth: 120 }}
              value={r.Quality}
              options={selectOptions(SLEEP_QUALITY_OPTIONS)}
              onChange={(v: number) => set({ Quality: v })}
              data-testid={`sleep-quality-${r.StudentId}`}
            />
          ),
        },
        noteColumn<SleepRow>(labelOf(sleepRecord, 'Note', lang), 'sleep'),
        {
          key: 'FromDevice',
          title: labelOf(sleepRecord, 'Source', lang),
          width: 120,
          input: (r) =>
            r.FromDevice ? (
              <Tag color="blue" data-testid={`sleep-from-device-${r.StudentId}`}>
                {t('fromBracelet')}
              </Tag>
            ) : null,
        },
      ],
    }),
    [lang, t, selectOptions],
  );
  return (
    <>
      <p style={{ margin: 0 }}>{t('sleepHint')}</p>
      <ClassDayGrid kind={kind} />
    </>
  );
}
