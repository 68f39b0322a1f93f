import {
  ABILITY_LEVEL_OPTIONS,
  AGE_BRACKET_OPTIONS,
  abilityScoreRecord,
  api,
  DEVELOPMENT_DOMAIN_OPTIONS,
  GRADE_AGE_BRACKET,
  type OutputOf,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, DatePicker, Modal, Radio, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { schoolToday } from '../../lib/schoolTime.ts';
import { resourceKey, useLang, useMenuGrants } from '../../resource/hooks.ts';
import { ClassPicker } from '../attendance/ClassPicker.tsx';
import { defaultClassOf, useClasses } from '../attendance/register.ts';
import { byDomain, type Child, EvaluateDialog, StudentCheckDialog, useBracketIndicators } from './EvaluateDialogs.tsx';
import { nameIn, wordsIn } from './shared.ts';

type Grid = OutputOf<typeof api.abilityScoreRecordGetGrid>;
const LEVELS = ABILITY_LEVEL_OPTIONS.map((o) => o.value);

/** A class's children × the chosen indicators on a day: a level each (evaluate), saved in one call. */
export function AssessmentGrid() {
  const { t } = useTranslation('assessment');
  const text = useOptionText();
  const lang = useLang();
  const can = useMenuGrants(abilityScoreRecord.menu);
  const queryClient = useQueryClient();
  const classes = useClasses();
  const [picked, setPicked] = useState<number>();
  const [date, setDate] = useState(schoolToday());
  const [chosen, setChosen] = useState<number[]>([]);
  const [dialog, setDialog] = useState(false);
  const [checking, setChecking] = useState(false);
  const [queue, setQueue] = useState<Child[]>([]);
  const classId = picked ?? defaultClassOf(classes.data);
  const cls = classes.data?.find((c) => c.ClassId === classId);
  const bracket = cls ? (GRADE_AGE_BRACKET as Record<string, string | undefined>)[cls.Grade] : undefined;
  const input = { ClassId: classId as number, ObservedOn: date, IndicatorIds: chosen };
  const grid = useQuery({
    queryKey: [...resourceKey(abilityScoreRecord.name), 'grid', input],
    queryFn: () => call(api.abilityScoreRecordGetGrid, input),
    enabled: classId != null && chosen.length > 0,
  });
  const [levels, setLevels] = useState<Record<string, number>>({});
  useEffect(() => {
    const known: Record<string, number> = {};
    for (const r of grid.data?.Rows ?? []) for (const c of r.Cells) if (c.Level != null) known[`${r.StudentId}:${c.IndicatorId}`] = c.Level;
    setLevels(known);
  }, [grid.data]);
  const save = useMutation({
    mutationFn: () =>
      call(api.abilityScoreRecordSaveGrid, {
        ClassId: classId as number,
        ObservedOn: date,
        Cells: Object.entries(levels).map(([key, Level]) => {
          const [StudentId, IndicatorId] = key.split(':').map(Number) as [number, number];
          return { StudentId, IndicatorId, Level, Note: '' };
        }),
      }),
    onSuccess: (r) => {
      notify.success(t('gridSaved', { count: r.Saved }));
      void queryClient.invalidateQueries({ queryKey: resourceKey(abilityScoreRecord.name) });
    },
  });
  const pickClass = (id: number) => {
    setPicked(id);
    setChosen([]);
  };

  const columns = [
    { key: 'name', title: t('child'), fixed: 'left' as const, render: (_: unknown, r: Grid['Rows'][number]) => r.StudentName },
    ...(grid.data?.Indicators ?? []).map((ind) => {
      const name = wordsIn(ind.Name, lang);
      return {
        key: `i${ind.IndicatorId}`,
        title: (
          <span title={name} data-testid="assessment-grid-indicator">
            {ind.Code} {name.length > 24 ? `${name.slice(0, 24)}…` : name}
          </span>
        ),
        render: (_: unknown, r: Grid['Rows'][number]) => (
          <Radio.Group
            aria-label={t('levelOf', { child: r.StudentName, indicator: name })}
            value={levels[`${r.StudentId}:${ind.IndicatorId}`]}
            onChange={(e) => setLevels((l) => ({ ...l, [`${r.StudentId}:${ind.IndicatorId}`]: Number(e.target.value) }))}
            optionType="button"
            size="small"
            options={LEVELS.map((v) => ({ value: v, label: String(v), title: text(ABILITY_LEVEL_OPTIONS, v) }))}
            data-testid={`assessment-level-${r.StudentId}-${ind.IndicatorId}`}
          />
        ),
      };
    }),
  ];

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card size="small">
        <Space wrap>
          <ClassPicker
            prefix="assessment"
            label={t('class')}
            placeholder={t('chooseClass')}
            classes={classes.data}
            loading={classes.isLoading}
            value={classId}
            onChange={pickClass}
          />
          <span id="assessment-date-label">{t('date')}</span>
          <DatePicker
            aria-labelledby="assessment-date-label"
            allowClear={false}
            value={dayjs(date)}
            disabledDate={(d) => d.format('YYYY-MM-DD') > schoolToday()}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
            data-testid="assessment-date"
          />
          <Button onClick={() => setDialog(true)} disabled={!cls || !bracket} data-testid="assessment-choose-indicators">
            {t('chooseIndicators')}
          </Button>
          {can('add') && (
            <Button onClick={() => setChecking(true)} disabled={!cls || !bracket} data-testid="assessment-student-check">
              {t('studentCheck')}
            </Button>
          )}
          {chosen.length > 0 && <Typography.Text type="secondary">{t('indicatorsChosen', { count: chosen.length })}</Typography.Text>}
        </Space>
      </Card>
      {chosen.length === 0 ? (
        <Typography.Text type="secondary" data-testid="assessment-no-indicators">
          {t('noIndicators')}
        </Typography.Text>
      ) : (
        <QueryState
          loading={grid.isLoading}
          error={grid.error}
          retry={() => void grid.refetch()}
          empty={grid.data?.Rows.length === 0}
          emptyText={t('noChildren')}
          testId="assessment-grid"
        >
          {() =>
            grid.data && (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Table
                  rowKey="StudentId"
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={grid.data.Rows}
                  columns={columns}
                  data-testid="assessment-grid-table"
                />
                {can('add') && (
                  <Button
                    type="primary"
                    loading={save.isPending}
                    onClick={() => (Object.keys(levels).length ? save.mutate() : notify.warning(t('nothingToSave')))}
                    data-testid="assessment-save"
                  >
                    {t('saveGrid')}
                  </Button>
                )}
              </Space>
            )
          }
        </QueryState>
      )}
      {cls && bracket && (
        <>
          <IndicatorDialog
            open={dialog}
            schoolId={cls.SchoolId}
            bracket={bracket}
            value={chosen}
            onClose={() => setDialog(false)}
            onChoose={(ids) => {
              setChosen(ids);
              setDialog(false);
            }}
          />
          <StudentCheckDialog
            open={checking}
            classId={cls.ClassId}
            schoolId={cls.SchoolId}
            bracket={bracket}
            date={date}
            onClose={() => setChecking(false)}
            onChoose={(children) => {
              setChecking(false);
              setQueue(children);
            }}
          />
          <EvaluateDialog
            queue={queue}
            classId={cls.ClassId}
            schoolId={cls.SchoolId}
            bracket={bracket}
            date={date}
            onClose={() => setQueue([])}
          />
        </>
      )}
    </div>
  );
}

/** The indicator dialog: the school's enabled indicators of the class's bracket, grouped by domain. */
function IndicatorDialog(props: {
  open: boolean;
  schoolId: number;
  bracket: string;
  value: number[];
  onClose: () => void;
  onChoose: (ids: number[]) => void;
}) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('common');
  const text = useOptionText();
  const lang = useLang();
  const [ids, setIds] = useState<number[]>(props.value);
  useEffect(() => {
    if (props.open) setIds(props.value);
  }, [props.open, props.value]);
  const list = useBracketIndicators(props.schoolId, props.bracket, props.open);
  return (
    <Modal
      open={props.open}
      title={t('indicatorDialog', { bracket: text(AGE_BRACKET_OPTIONS, props.bracket) })}
      onCancel={props.onClose}
      onOk={() => props.onChoose(ids)}
      okText={t('chooseIndicators')}
      cancelText={tc('cancel')}
      okButtonProps={{ disabled: ids.length === 0, 'data-testid': 'assessment-indicators-ok' } as never}
      width={720}
      data-testid="assessment-indicator-dialog"
    >
      <QueryState loading={list.isLoading} error={list.error} retry={() => void list.refetch()} testId="assessment-indicator-list">
        {() => (
          <Checkbox.Group value={ids} onChange={(v) => setIds(v as number[])} style={{ display: 'grid', gap: 8 }}>
            {byDomain(list.data?.list ?? []).map((g) => (
              <fieldset key={g.domain} style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                <legend style={{ fontWeight: 600, fontSize: 'inherit', margin: 0 }}>{text(DEVELOPMENT_DOMAIN_OPTIONS, g.domain)}</legend>
                {g.rows.map((row) => (
                  <Checkbox key={Number(row.IndicatorId)} value={Number(row.IndicatorId)} data-testid="assessment-indicator-option">
                    {String(row.Code)} {nameIn(row, lang)}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        )}
      </QueryState>
    </Modal>
  );
}
