import {
  ABILITY_LEVEL_OPTIONS,
  abilityScoreRecord,
  api,
  DEVELOPMENT_DOMAIN_OPTIONS,
  INDICATOR_STATE,
  indicator,
  type OutputOf,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useLang } from '../../resource/hooks.ts';
import { PhotoUpload } from '../entrust/PhotoField.tsx';
import { nameIn, wordsIn } from './shared.ts';

type GridRow = OutputOf<typeof api.abilityScoreRecordGetGrid>['Rows'][number];
export type Child = { StudentId: number; StudentName: string };

/** The school's enabled indicators of one bracket, in the school's order (what a class is assessed on). */
export function useBracketIndicators(schoolId: number, bracket: string, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKey(indicator.name), 'of-bracket', schoolId, bracket],
    queryFn: () =>
      resourceCall(indicator, 'SelectPage', {
        SchoolId: schoolId,
        AgeBracket: bracket,
        State: INDICATOR_STATE.Enabled,
        cur_page: 1,
        size: 100,
        sort: 'SortOrder',
      }),
    enabled,
  });
}

/** The bracket's indicators as groups by domain, in the framework's order of domains. */
export function byDomain<R extends Record<string, unknown>>(rows: readonly R[]) {
  return DEVELOPMENT_DOMAIN_OPTIONS.map((d) => ({ domain: d.value, rows: rows.filter((r) => r.Domain === d.value) })).filter(
    (g) => g.rows.length > 0,
  );
}

/**
 * The student check dialog: the class's children (with how many of the bracket's indicators each
 * already has on the day), to pick the ones to evaluate one after the other.
 */
export function StudentCheckDialog(props: {
  open: boolean;
  classId: number;
  schoolId: number;
  bracket: string;
  date: string;
  onClose: () => void;
  onChoose: (children: Child[]) => void;
}) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('common');
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    if (props.open) setIds([]);
  }, [props.open]);
  const indicators = useBracketIndicators(props.schoolId, props.bracket, props.open);
  // The grid answers the class's children and what they have that day (at most 20 indicators a call).
  const indicatorIds = (indicators.data?.list ?? []).slice(0, 20).map((r) => Number(r.IndicatorId));
  const input = { ClassId: props.classId, ObservedOn: props.date, IndicatorIds: indicatorIds };
  const rows = useQuery({
    queryKey: [...resourceKey(abilityScoreRecord.name), 'grid', input],
    queryFn: () => call(api.abilityScoreRecordGetGrid, input),
    enabled: props.open && indicatorIds.length > 0,
  });
  const list: GridRow[] = rows.data?.Rows ?? [];
  const all = list.length > 0 && ids.length === list.length;
  return (
    <Modal
      open={props.open}
      title={t('studentCheck')}
      onCancel={props.onClose}
      onOk={() => props.onChoose(list.filter((r) => ids.includes(r.StudentId)))}
      okText={t('evaluateChosen')}
      cancelText={tc('cancel')}
      okButtonProps={{ disabled: ids.length === 0, 'data-testid': 'assessment-students-ok' } as never}
      data-testid="assessment-student-dialog"
    >
      <QueryState
        loading={indicators.isLoading || rows.isLoading}
        error={indicators.error ?? rows.error}
        retry={() => void (indicators.error ? indicators.refetch() : rows.refetch())}
        empty={indicators.isSuccess && (indicatorIds.length === 0 || list.length === 0)}
        emptyText={indicatorIds.length === 0 ? t('noBracketIndicators') : t('noChildren')}
        testId="assessment-student-list"
      >
        {() => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Checkbox
              checked={all}
              indeterminate={ids.length > 0 && !all}
              onChange={(e) => setIds(e.target.checked ? list.map((r) => r.StudentId) : [])}
              data-testid="assessment-students-all"
            >
              {t('allChildren')}
            </Checkbox>
            <Checkbox.Group
              aria-label={t('studentCheck')}
              value={ids}
              onChange={(v) => setIds(v as number[])}
              style={{ display: 'grid', gap: 8 }}
            >
              {list.map((r) => {
                const done = r.Cells.filter((c) => c.Level != null).length;
                return (
                  <Checkbox key={r.StudentId} value={r.StudentId} data-testid="assessment-student-option">
                    {r.StudentName} <Typography.Text type="secondary">{t('assessedToday', { count: done })}</Typography.Text>
                  </Checkbox>
                );
              })}
            </Checkbox.Group>
          </Space>
        )}
      </QueryState>
    </Modal>
  );
}

/**
 * The evaluate dialog: one child at a time (of the children picked in the student check), on one
 * indicator of the class's bracket (grouped by domain), a level 1–5 with that level's description
 * shown, a note and an evidence photo; saved through SaveGrid as one cell.
 */
export function EvaluateDialog(props: {
  queue: Child[];
  classId: number;
  schoolId: number;
  bracket: string;
  date: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('common');
  const text = useOptionText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [indicatorId, setIndicatorId] = useState<number>();
  const [level, setLevel] = useState<number>();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<string>();
  const open = props.queue.length > 0;
  const child = props.queue[index];
  // Each child starts on a blank form (the indicator stays: a class is often assessed on one at a time).
  const startOn = (i: number) => {
    setIndex(i);
    setLevel(undefined);
    setNote('');
    setPhoto(undefined);
  };
  useEffect(() => {
    if (!open) return;
    setIndex(0);
    setLevel(undefined);
    setNote('');
    setPhoto(undefined);
  }, [open]);
  const indicators = useBracketIndicators(props.schoolId, props.bracket, open);
  const levels = useQuery({
    queryKey: [...resourceKey(indicator.name), 'levels', indicatorId],
    queryFn: () => call(api.abilityDescribeGetIndicatorLevels, { IndicatorId: indicatorId as number }, { silent: true }),
    enabled: indicatorId != null,
  });
  const described = levels.data?.Levels.find((l) => l.Level === level);
  const save = useMutation({
    mutationFn: () =>
      call(api.abilityScoreRecordSaveGrid, {
        ClassId: props.classId,
        ObservedOn: props.date,
        Cells: [
          {
            StudentId: child?.StudentId as number,
            IndicatorId: indicatorId as number,
            Level: level as 1,
            Note: note.trim(),
            ...(photo ? { Photo: photo } : {}),
          },
        ],
      }),
    onSuccess: () => {
      notify.success(t('evaluated', { child: child?.StudentName }));
      void queryClient.invalidateQueries({ queryKey: resourceKey(abilityScoreRecord.name) });
      if (index + 1 < props.queue.length) startOn(index + 1);
      else props.onClose();
    },
  });
  const groups = byDomain(indicators.data?.list ?? []);
  return (
    <Modal
      open={open}
      title={child ? t('evaluateTitle', { child: child.StudentName }) : ''}
      onCancel={props.onClose}
      onOk={() => save.mutate()}
      okText={index + 1 < props.queue.length ? t('saveAndNext') : tc('save')}
      cancelText={tc('cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: indicatorId == null || level == null, 'data-testid': 'assessment-evaluate-save' } as never}
      data-testid="assessment-evaluate-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {props.queue.length > 1 && (
          <Typography.Text type="secondary" data-testid="assessment-evaluate-progress">
            {t('childOf', { n: index + 1, total: props.queue.length })}
          </Typography.Text>
        )}
        <label htmlFor="assessment-evaluate-indicator">{t('indicator')}</label>
        <Select
          id="assessment-evaluate-indicator"
          aria-label={t('indicator')}
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={indicators.isLoading}
          value={indicatorId}
          onChange={(v) => {
            setIndicatorId(v);
            setLevel(undefined);
          }}
          placeholder={t('chooseIndicator')}
          options={groups.map((g) => ({
            label: text(DEVELOPMENT_DOMAIN_OPTIONS, g.domain),
            title: text(DEVELOPMENT_DOMAIN_OPTIONS, g.domain),
            options: g.rows.map((r) => ({ value: Number(r.IndicatorId), label: `${String(r.Code)} ${nameIn(r, lang)}` })),
          }))}
          data-testid="assessment-evaluate-indicator"
        />
        <span id="assessment-evaluate-level-label">{t('level')}</span>
        <Radio.Group
          aria-labelledby="assessment-evaluate-level-label"
          value={level}
          onChange={(e) => setLevel(Number(e.target.value))}
          optionType="button"
          disabled={indicatorId == null}
          options={ABILITY_LEVEL_OPTIONS.map((o) => ({
            value: o.value,
            label: String(o.value),
            title: text(ABILITY_LEVEL_OPTIONS, o.value),
          }))}
          data-testid="assessment-evaluate-level"
        />
        {level != null && (
          <Alert
            type="info"
            role="status"
            title={text(ABILITY_LEVEL_OPTIONS, level)}
            description={described ? wordsIn(described.Describe, lang) : undefined}
            data-testid="assessment-evaluate-describe"
          />
        )}
        <label htmlFor="assessment-evaluate-note">{t('note')}</label>
        <Input.TextArea
          id="assessment-evaluate-note"
          value={note}
          maxLength={500}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          data-testid="assessment-evaluate-note"
        />
        <span>{t('photo')}</span>
        <PhotoUpload value={photo} onChange={(v) => setPhoto(typeof v === 'string' ? v : undefined)} testId="assessment-evaluate-photo" />
      </Space>
    </Modal>
  );
}
