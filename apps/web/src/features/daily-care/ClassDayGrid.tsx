import { GRADE_OPTIONS } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolToday } from '../../lib/schoolTime.ts';
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

/** A record kind's grid, declared: its endpoints' calls, the extra picker (Body: the check), the row it edits. */
export interface ClassDayKind<R extends { StudentId: number }, C> {
  name: string;
  menu: Parameters<typeof useMenuGrants>[0];
  testId: string;
  classes: () => Promise<readonly ClassOption[]>;
  load: (classId: number, date: string, key: number) => Promise<GridDay<C>>;
  save: (classId: number, date: string, key: number, rows: R[]) => Promise<{ Saved: number; Warnings: number }>;
  /** The pickers beside class and date (e.g. the check): options and its URL key. */
  keyPicker?: { param: string; label: string; options: { value: number; label: string }[] };
  /** A child's row, pre-filled: from the stored record, else the defaults. */
  rowOf: (child: GridChild<C>) => R;
  columns: GridColumn<R>[];
  /** A row flagged (red) as it stands: Body's fever. */
  flagged?: (row: R, day: GridDay<C>) => boolean;
}

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
  const key = Number(params.get(kind.keyPicker?.param ?? '')) || (kind.keyPicker?.options[0]?.value ?? 0);
  const set = (changes: Record<string, string | undefined>) => change(changes, { replace: true });
  const day = useQuery({
    queryKey: ['resource', kind.name, 'classDay', classId, date, key],
    queryFn: () => kind.load(Number(classId), date, key),
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
        key,
        rows.filter((r) => !byId.get(r.StudentId)?.OnLeave),
      ),
    onSuccess: (r) => {
      notify.success(t('saved', { count: r.Saved }));
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
              {kind.keyPicker && (
                <>
                  <span id={`${kind.testId}-key-label`}>{kind.keyPicker.label}</span>
                  <Select
                    aria-labelledby={`${kind.testId}-key-label`}
                    style={{ minWidth: 120 }}
                    value={key}
                    options={kind.keyPicker.options}
                    onChange={(v: number) => set({ [kind.keyPicker!.param]: String(v) })}
                    data-testid={`${kind.testId}-key`}
                  />
                </>
              )}
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
                      disabled={rows.every((r) => byId.get(r.StudentId)?.OnLeave)}
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
