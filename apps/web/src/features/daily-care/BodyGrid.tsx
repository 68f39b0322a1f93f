import {
  api,
  BODY_ACTION,
  BODY_ACTION_OPTIONS,
  BODY_CHECK_OPTIONS,
  BODY_SYMPTOM_OPTIONS,
  body,
  CONDITION,
  CONDITION_OPTIONS,
  type InputOf,
  type OutputOf,
  SPIRIT,
  SPIRIT_OPTIONS,
} from '@kc/contract';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { useLang } from '../../resource/hooks.ts';
import { ClassDayGrid, type ClassDayKind, type GridColumn, TemperatureInput } from './ClassDayGrid.tsx';

type Row = InputOf<typeof api.bodySaveClassDay>['Rows'][number];
type Stored = NonNullable<OutputOf<typeof api.bodyClassDay>['Children'][number]['Record']>;

/** The pre-filled temperature of a check not taken yet. */
const DEFAULT_TEMPERATURE = 36.5;

/** Body's class grid: the morning, noon or afternoon check of every child of a class, fevers flagged red. */
export function BodyGrid() {
  const { t } = useTranslation('dailyCare');
  const lang = useLang();
  const kind = useMemo((): ClassDayKind<Row, Stored> => {
    const opts = (o: readonly { value: number | string; label: Record<string, string> }[]) =>
      o.map((x) => ({ value: x.value, label: x.label[lang] ?? String(x.value) }));
    const field = (f: keyof typeof body.fields) => (body.fields[f].label as Record<string, string>)[lang] ?? f;
    const pick = (
      k: 'Mouth' | 'Hands' | 'Eyes' | 'Skin' | 'Spirit' | 'Action',
      options: typeof CONDITION_OPTIONS,
      width = 110,
    ): GridColumn<Row> => ({
      key: k,
      title: field(k),
      width,
      input: (r, set, label) => (
        <Select
          aria-label={label}
          style={{ width: '100%', minWidth: width - 10 }}
          value={r[k]}
          options={opts(options)}
          onChange={(v: number) => set({ [k]: v } as Partial<Row>)}
          data-testid={`body-${k.toLowerCase()}-${r.StudentId}`}
        />
      ),
    });
    return {
      name: body.name,
      menu: body.menu,
      testId: 'body-grid',
      classes: () => call(api.bodyClasses, {}, { silent: true }),
      load: (ClassId, day, keys) => call(api.bodyClassDay, { ClassId, Date: day, Check: keys.Check as number }),
      save: (ClassId, day, keys, Rows) => call(api.bodySaveClassDay, { ClassId, Date: day, Check: keys.Check as number, Rows }),
      pickers: [{ param: 'Check', label: field('Check'), options: opts(BODY_CHECK_OPTIONS) as { value: number; label: string }[] }],
      savedText: (count) => t('saved', { count }),
      rowOf: (c) => ({
        StudentId: c.StudentId,
        Temperature: c.Record?.Temperature ?? DEFAULT_TEMPERATURE,
        Mouth: c.Record?.Mouth ?? CONDITION.Normal,
        Hands: c.Record?.Hands ?? CONDITION.Normal,
        Eyes: c.Record?.Eyes ?? CONDITION.Normal,
        Skin: c.Record?.Skin ?? CONDITION.Normal,
        Spirit: c.Record?.Spirit ?? SPIRIT.Good,
        Symptoms: c.Record?.Symptoms ?? [],
        Action: c.Record?.Action ?? BODY_ACTION.Normal,
        Note: c.Record?.Note ?? '',
      }),
      flagged: (r, day) => Math.round(r.Temperature * 10) >= Math.round(day.TemperatureThreshold * 10),
      columns: [
        {
          key: 'Temperature',
          title: field('Temperature'),
          width: 110,
          input: (r, set, label) => (
            <TemperatureInput
              label={label}
              value={r.Temperature}
              onChange={(v) => v != null && set({ Temperature: v })}
              testId={`body-temperature-${r.StudentId}`}
            />
          ),
        },
        pick('Mouth', CONDITION_OPTIONS),
        pick('Hands', CONDITION_OPTIONS),
        pick('Eyes', CONDITION_OPTIONS),
        pick('Skin', CONDITION_OPTIONS),
        pick('Spirit', SPIRIT_OPTIONS as unknown as typeof CONDITION_OPTIONS),
        {
          key: 'Symptoms',
          title: field('Symptoms'),
          width: 180,
          input: (r, set, label) => (
            <Select
              mode="multiple"
              aria-label={label}
              style={{ width: '100%', minWidth: 160 }}
              value={r.Symptoms}
              options={opts(BODY_SYMPTOM_OPTIONS)}
              onChange={(v: string[]) => set({ Symptoms: v })}
              data-testid={`body-symptoms-${r.StudentId}`}
            />
          ),
        },
        pick('Action', BODY_ACTION_OPTIONS as unknown as typeof CONDITION_OPTIONS, 140),
      ],
    };
  }, [lang, t]);
  return (
    <>
      <p style={{ margin: 0 }}>{t('gridHint')}</p>
      <ClassDayGrid kind={kind} />
    </>
  );
}
