import { BODY_TEMPERATURE, GRADE_OPTIONS } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, InputNumber, Select, Space, Table, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolNow, schoolToday } from '../../lib/schoolTime.ts';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { useMobile } from '../../shell/settings.ts';

/** The answers every kind's grid shares (Body's types stand for all: the shape is the contract's classDayApi). */
type ClassOption = {
  ClassId: number;
  ClassName: string;
  Grade: string;
  SchoolId: number;
  SchoolName: string;
  Children: number;
  Mine: boolean;
};
export interface GridChild<C> {
  StudentId: number;
  StudentName: string;
  OnLeave: boolean;
  Record: C | null;
}
export interface GridDay<C> {
  ClassId: number;
  Date: string;
  Today: string;
  TemperatureThreshold: number;
  Children: GridChild<C>[];
}

/** One column of a kind's grid: its title and the labelled input of one child's value. */
export interface GridColumn<R> {
  key: string;
  title: string;
  width?: number;
  /** The input (its aria-label names the column and the child). */
  input: (row: R, set: (patch: Partial<R>) => void, label: string) => ReactNode;
}

/**
 * A picker beside class and date, kept in the address under `param`: one of `options` (Body's
 * check, a hygiene kind), or a time of the day (a round's), `initial` until one is picked.
 */
export type GridPicker =
  | { param: string; label: string; options: { value: number; label: string }[] }
  | { param: string; label: string; time: true; initial: (date: string) => string };

/** The pickers' values by param (numbers for options, 'HH:mm' for times). */
export type GridKeys = Record<string, number | string>;

/** A record kind's grid, declared: its endpoints' calls, its pickers (Body: the check), the row it edits. */
export interface ClassDayKind<R extends { StudentId: number }, C> {
  name: string;
  menu: Parameters<typeof useMenuGrants>[0];
  testId: string;
  classes: () => Promise<readonly ClassOption[]>;
  load: (classId: number, date: string, keys: GridKeys) => Promise<GridDay<C>>;
  save: (classId: number, date: string, keys: GridKeys, rows: R[]) => Promise<{ Saved: number; Warnings: number }>;
  pickers?: GridPicker[];
  /** A child's row, pre-filled: from the stored record, else the defaults. */
  rowOf: (child: GridChild<C>) => R;
  columns: GridColumn<R>[];
  /** Whether a row is sent (a round's child left blank is not); every row when not given. */
  sendable?: (row: R) => boolean;
  /** The message of a save, counting the children saved. */
  savedText: (count: number) => string;
  /** A row flagged (red) as it stands: Body's fever. */
  flagged?: (row: R, day: GridDay<C>) => boolean;
}

/** A child's temperature input (°C, one decimal, within the body's range). */
export function TemperatureInput(props: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
  testId: string;
  placeholder?: string;
}) {
  return (
    <InputNumber
      aria-label={props.label}
      min={BODY_TEMPERATURE.min}
      max={BODY_TEMPERATURE.max}
      step={0.1}
      precision={1}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(v) => props.onChange(v == null ? null : Number(v))}
      style={{ width: '100%', minWidth: 90 }}
      data-testid={props.testId}
    />
  );
}

/** A round's default time: now on the school's clock (to the 5 minutes before), or 10:00 of a past day. */
export const roundTime = (date: string) => {
  if (date !== schoolToday()) return '10:00';
  const [h, m] = schoolNow().split(':').map(Number) as [number, number];
  return `${String(h).padStart(2, '0')}:${String(m - (m % 5)).padStart(2, '0')}`;
};

/**
 * The class grid of a daily-care kind: a class, a day (and the kind's own picker), every child of
 * the class on one screen with its inputs pre-filled, one Save that sends every row in one call.
 * A child on approved leave is shown and not sent. Under the breakpoint each child is a card.
 */
export function ClassDayGrid<R extends { StudentId: number }, C>({ kind }: { kind: ClassDayKind<R, C> }) {
  const { t } = useTranslation('dailyCare');
  const text = useOptionText();
  const mobile = useMobile();
  const can = useMenuGrants(kind.menu);
  const queryClient = useQueryClient();
  const [params, change] = useUrlQuery();
  const classes = useQuery({ queryKey: ['resource', kind.name, 'classes'], queryFn: kind.classes, staleTime: 60_000 });
  const list = classes.data ?? [];
  const classId = Number(params.get('ClassId')) || (list.find((c) => c.Mine) ?? list.find((c) => c.Children > 0) ?? list[0])?.ClassId;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('Date') ?? '') ? (params.get('Date') as string) : schoolToday();
  // A time picker's first value is fixed for the day shown (it does not move with the clock).
  const initial = useMemo(
    () => new Map((kind.pickers ?? []).flatMap((p) => ('time' in p ? [[p.param, p.initial(date)] as const] : []))),
    [kind, date],
  );
  const keys: GridKeys = Object.fromEntries(
    (kind.pickers ?? []).map((p) => {
      const v = params.get(p.param);
      if ('time' in p) return [p.param, v && /^\d{2}:\d{2}$/.test(v) ? v : (initial.get(p.param) ?? '')];
      return [p.param, Number(v) || (p.options[0]?.value ?? 0)];
    }),
  );
  const set = (changes: Record<string, string | undefined>) => change(changes, { replace: true });
  const day = useQuery({
    queryKey: ['resource', kind.name, 'classDay', classId, date, keys],
    queryFn: () => kind.load(Number(classId), date, keys),
    enabled: classId != null,
  });
  const [rows, setRows] = useState<R[]>([]);
  useEffect(() => {
    if (day.data) setRows(day.data.Children.map(kind.rowOf));
  }, [day.data, kind]);
  const byId = useMemo(() => new Map((day.data?.Children ?? []).map((c) => [c.StudentId, c])), [day.data]);
  const save = useMutation({
    mutationFn: () =>
      kind.save(
        Number(classId),
        date,
        keys,
        rows.filter((r) => !byId.get(r.StudentId)?.OnLeave && (kind.sendable?.(r) ?? true)),
      ),
    onSuccess: (r) => {
      notify.success(kind.savedText(r.Saved));
      void queryClient.invalidateQueries({ queryKey: ['resource', kind.name] });
    },
  });
  const patch = (id: number, p: Partial<R>) => setRows((all) => all.map((r) => (r.StudentId === id ? { ...r, ...p } : r)));
  const label = (column: GridColumn<R>, child: string) => `${column.title} · ${child}`;
  const flagged = (r: R) => (day.data && kind.flagged ? kind.flagged(r, day.data) : false);
  const nameOf = (r: R) => byId.get(r.StudentId)?.StudentName ?? String(r.StudentId);
  const leaveTag = <Tag color="default">{t('onLeave')}</Tag>;

  const classOptions = list.map((c) => ({
    value: c.ClassId,
    label: `${c.ClassName} · ${text(GRADE_OPTIONS, c.Grade)}${new Set(list.map((x) => x.SchoolId)).size > 1 ? ` · ${c.SchoolName}` : ''}`,
  }));

  return (
    <Loaded
      query={classes}
      block
      testId={`${kind.testId}-classes`}
      empty={list.length === 0}
      render={() => (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid={kind.testId}>
          <Card size="small">
            <Space wrap>
              <span id={`${kind.testId}-class-label`}>{t('class')}</span>
              <Select
                aria-labelledby={`${kind.testId}-class-label`}
                style={{ minWidth: 200 }}
                value={classId}
                options={classOptions}
                onChange={(v: number) => set({ ClassId: String(v) })}
                data-testid={`${kind.testId}-class`}
              />
              <span id={`${kind.testId}-date-label`}>{t('date')}</span>
              <DatePicker
                allowClear={false}
                value={dayjs(date)}
                disabledDate={(d: Dayjs) => !!day.data && d.format('YYYY-MM-DD') > day.data.Today}
                onChange={(d: Dayjs | null) => d && set({ Date: d.format('YYYY-MM-DD') })}
                aria-labelledby={`${kind.testId}-date-label`}
                data-testid={`${kind.testId}-date`}
              />
              {kind.pickers?.map((p) => (
                <Space key={p.param}>
                  <span id={`${kind.testId}-${p.param}-label`}>{p.label}</span>
                  {'time' in p ? (
                    <TimePicker
                      format="HH:mm"
                      minuteStep={5}
                      needConfirm={false}
                      allowClear={false}
                      value={dayjs(`${date}T${keys[p.param]}`)}
                      onChange={(v: Dayjs | null) => v && set({ [p.param]: v.format('HH:mm') })}
                      aria-labelledby={`${kind.testId}-${p.param}-label`}
                      data-testid={`${kind.testId}-${p.param.toLowerCase()}`}
                    />
                  ) : (
                    <Select
                      aria-labelledby={`${kind.testId}-${p.param}-label`}
                      style={{ minWidth: 120 }}
                      value={keys[p.param] as number}
                      options={p.options}
                      onChange={(v: number) => set({ [p.param]: String(v) })}
                      data-testid={`${kind.testId}-${p.param.toLowerCase()}`}
                    />
                  )}
                </Space>
              ))}
            </Space>
          </Card>
          <Loaded
            query={day}
            block
            testId={`${kind.testId}-day`}
            empty={day.data?.Children.length === 0}
            render={(d) => (
              <>
                {mobile ? (
                  <div style={{ display: 'grid', gap: 8 }} data-testid={`${kind.testId}-cards`}>
                    {rows.map((r) => (
                      <Card
                        key={r.StudentId}
                        size="small"
                        title={nameOf(r)}
                        extra={byId.get(r.StudentId)?.OnLeave ? leaveTag : null}
                        data-testid={`${kind.testId}-row-${r.StudentId}`}
                        data-flagged={flagged(r) ? 'true' : 'false'}
                        style={flagged(r) ? { borderColor: '#cf1322', background: '#fff1f0' } : undefined}
                      >
                        {!byId.get(r.StudentId)?.OnLeave && (
                          <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
                            {kind.columns.map((c) => (
                              <div key={c.key}>
                                <Typography.Text type="secondary">{c.title}</Typography.Text>
                                {c.input(r, (p) => patch(r.StudentId, p), label(c, nameOf(r)))}
                              </div>
                            ))}
                          </div>
                        )}
                      </Card>
                    ))}
                  </div>
                ) : (
                  <Table<R>
                    rowKey="StudentId"
                    size="small"
                    pagination={false}
                    dataSource={rows}
                    scroll={{ x: 'max-content' }}
                    data-testid={`${kind.testId}-table`}
                    onRow={(r) =>
                      ({
                        'data-testid': `${kind.testId}-row-${r.StudentId}`,
                        'data-flagged': flagged(r) ? 'true' : 'false',
                        style: flagged(r) ? { background: '#fff1f0' } : undefined,
                      }) as React.HTMLAttributes<HTMLElement>
                    }
                    columns={[
                      { key: 'name', title: t('child'), fixed: 'left', width: 120, render: (_: unknown, r: R) => nameOf(r) },
                      ...kind.columns.map((c) => ({
                        key: c.key,
                        title: c.title,
                        width: c.width,
                        render: (_: unknown, r: R) =>
                          byId.get(r.StudentId)?.OnLeave
                            ? c === kind.columns[0]
                              ? leaveTag
                              : null
                            : c.input(r, (p) => patch(r.StudentId, p), label(c, nameOf(r))),
                      })),
                    ]}
                  />
                )}
                {can('add') && (
                  <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
                    {d.Children.some((c) => c.OnLeave) && <Alert type="info" showIcon message={t('leaveNotSent')} />}
                    <Button
                      type="primary"
                      loading={save.isPending}
                      disabled={rows.every((r) => byId.get(r.StudentId)?.OnLeave || !(kind.sendable?.(r) ?? true))}
                      onClick={() => save.mutate()}
                      style={{ minHeight: 44, minWidth: 88 }}
                      data-testid={`${kind.testId}-save`}
                    >
                      {t('saveAll')}
                    </Button>
                  </Space>
                )}
              </>
            )}
          />
        </div>
      )}
    />
  );
}
