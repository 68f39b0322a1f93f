import {
  api,
  DEVELOPMENT_DOMAIN_OPTIONS,
  GOAL_OPTIONS,
  GRADE_OPTIONS,
  PLAN_PERIODS,
  PLAN_STATE,
  type PlanCell,
  type WeeklyPlanAnswer,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { ConfirmAction } from '../../components/ConfirmAction.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { classOptions, defaultClassOf, useClasses } from '../attendance/register.ts';
import { mondayOf } from '../diet/menuScope.ts';
import { ChooseActivityDialog } from './ChooseActivityDialog.tsx';
import { useTitleOf } from './titles.ts';
import { useCellWords } from './weekScope.ts';

const PLAN_KEY = ['curriculum', 'weekly-plan'] as const;
type Broken = WeeklyPlanAnswer['Broken'];

/** Hides everything but the week when printing (the printable view: the browser's print or PDF). */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .weekly-plan-print, .weekly-plan-print * { visibility: visible; }
  .weekly-plan-print { position: absolute; left: 0; top: 0; width: 100%; }
  .weekly-plan-print .no-print { display: none !important; }
}`;

/**
 * /Teach/WeeklyPlan (course scheduling): a class's week, day × period. Smart course planning makes a
 * draft (each cell saying why), the teacher changes a cell through the activity chooser, publishes to
 * the parents (a later change is a new version) and prints the week.
 */
export default function WeeklyPlanPage() {
  const { t } = useTranslation('curriculum');
  const text = useOptionText();
  const classes = useClasses();
  const can = useMenuGrants('WeeklyPlan');
  const templatePath = useScreenPath('WeeklyTemp');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<number | undefined>();
  const [monday, setMonday] = useState(() => mondayOf(dayjs().add(7, 'day')));
  const [broken, setBroken] = useState<Broken>([]);
  const [editing, setEditing] = useState<{ day: number; period: string } | null>(null);
  const classId = picked ?? defaultClassOf(classes.data);
  const input = { ClassId: classId as number, WeekStart: monday };
  const key = [...PLAN_KEY, input];
  const plan = useQuery({ queryKey: key, queryFn: () => call(api.weeklyPlanGetDetail, input), enabled: classId != null });
  const show = (p: WeeklyPlanAnswer) => queryClient.setQueryData(key, p);
  const generate = useMutation({
    mutationFn: () => call(api.weeklyPlanGenerate, input),
    onSuccess: (p) => {
      show(p);
      setBroken(p.Broken);
      notify.success(t('generated'));
    },
  });
  const save = useMutation({
    mutationFn: (cells: PlanCell[]) => call(api.weeklyPlanSave, { ...input, Cells: cells }),
    onSuccess: (p) => {
      show(p);
      notify.success(t('saved'));
    },
  });
  const publish = () =>
    call(api.weeklyPlanPublish, input).then((p) => {
      show(p);
      notify.success(t('published'));
    });
  const changeWeek = (m: string) => {
    setMonday(m);
    setBroken([]);
  };
  const setCell = (cell: PlanCell) => {
    const cells = (plan.data?.Cells ?? []).filter((c) => !(c.Day === cell.Day && c.Period === cell.Period));
    save.mutate([...cells, cell]);
    setEditing(null);
  };

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <style>{PRINT_CSS}</style>
      <Card size="small">
        <Space wrap>
          <span id="plan-class-label">{t('class')}</span>
          <Select
            aria-labelledby="plan-class-label"
            style={{ minWidth: 200 }}
            value={classId}
            options={classOptions(classes.data ?? [], (g) => text(GRADE_OPTIONS, g))}
            loading={classes.isLoading}
            onChange={(v: number) => {
              setPicked(v);
              setBroken([]);
            }}
            data-testid="plan-class"
          />
          <span id="plan-week-label">{t('week')}</span>
          <DatePicker
            aria-labelledby="plan-week-label"
            picker="week"
            allowClear={false}
            value={dayjs(monday)}
            onChange={(d) => d && changeWeek(mondayOf(d))}
            data-testid="plan-week"
          />
          {can('edit') && (
            <Button
              type="primary"
              onClick={() => generate.mutate()}
              loading={generate.isPending}
              disabled={classId == null}
              data-testid="plan-generate"
            >
              {t('generate')}
            </Button>
          )}
          {can('edit') && plan.data?.PlanId != null && plan.data.State === PLAN_STATE.Draft && (
            <ConfirmAction
              title={t('confirmPublish')}
              confirmText={t('publish')}
              keepText={t('keepDraft')}
              testId="plan-publish-confirm"
              onConfirm={publish}
            >
              <Button data-testid="plan-publish">{t('publish')}</Button>
            </ConfirmAction>
          )}
          <Button onClick={() => window.print()} disabled={!plan.data?.Cells.length} data-testid="plan-print">
            {t('print')}
          </Button>
          {templatePath && <Link to={templatePath}>{t('template')}</Link>}
        </Space>
      </Card>
      {broken.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="plan-broken"
          title={t('brokenTitle')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {broken.map((b) => (
                <li key={`${b.Rule}-${b.Domain}`} data-testid={`plan-broken-${b.Rule}`}>
                  {t(`rule_${b.Rule}`, { domain: text(DEVELOPMENT_DOMAIN_OPTIONS, b.Domain ?? ''), needed: b.Needed, got: b.Got })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <QueryState loading={classId != null && plan.isLoading} error={plan.error} retry={() => void plan.refetch()} testId="plan">
        {() =>
          plan.data ? (
            <PlanGrid plan={plan.data} editable={can('edit') && !save.isPending} onEdit={(day, period) => setEditing({ day, period })} />
          ) : null
        }
      </QueryState>
      {editing && plan.data && (
        <ChooseActivityDialog
          classId={plan.data.ClassId}
          cell={plan.data.Cells.find((c) => c.Day === editing.day && c.Period === editing.period)}
          day={editing.day}
          period={editing.period}
          onChoose={setCell}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** The week: periods × days; a holiday's column says so; each cell its activity, domain, goals, materials and why. */
function PlanGrid({
  plan,
  editable,
  onEdit,
}: {
  plan: WeeklyPlanAnswer;
  editable: boolean;
  onEdit: (day: number, period: string) => void;
}) {
  const { t } = useTranslation('curriculum');
  const text = useOptionText();
  const words = useCellWords();
  const titleOf = useTitleOf();
  const titles = new Map(plan.Activities.map((a) => [a.ActivityId, titleOf(a)]));
  const cellOf = (day: number, period: string) => plan.Cells.find((c) => c.Day === day && c.Period === period);
  const reasonText = (r: PlanCell['Reasons'][number], cell: PlanCell) =>
    t(`reason_${r.Reason}`, {
      domain: text(DEVELOPMENT_DOMAIN_OPTIONS, cell.Domain ?? ''),
      goals: r.Goals.map((g) => text(GOAL_OPTIONS, g)).join(t('separator')),
    });
  const columns = [
    {
      key: 'period',
      title: t('period'),
      width: 110,
      fixed: 'left' as const,
      render: (_: unknown, r: { period: string }) => words.period(r.period),
    },
    ...plan.Days.map((d, i) => ({
      key: d.Date,
      title: (
        <span>
          {words.day(i + 1)} {d.Date.slice(5)}
          {d.Holiday && (
            <Tag color="orange" style={{ marginInlineStart: 4 }}>
              {t('holiday', { name: d.Holiday })}
            </Tag>
          )}
        </span>
      ),
      width: 220,
      render: (_: unknown, r: { period: string }) => {
        if (d.Holiday) return null;
        const cell = cellOf(i + 1, r.period);
        const title = cell?.ActivityId != null ? (titles.get(cell.ActivityId) ?? cell.Title) : (cell?.Title ?? '');
        return (
          <Space orientation="vertical" size={2} style={{ width: '100%' }} data-testid={`plan-cell-${i + 1}-${r.period}`}>
            <Typography.Text strong data-testid="plan-cell-title">
              {title || <Typography.Text type="secondary">{t('free')}</Typography.Text>}
            </Typography.Text>
            {cell?.Domain && <Tag color="blue">{text(DEVELOPMENT_DOMAIN_OPTIONS, cell.Domain)}</Tag>}
            {cell && cell.Goals.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('goals')}: {cell.Goals.map((g) => text(GOAL_OPTIONS, g)).join(t('separator'))}
              </Typography.Text>
            )}
            {cell?.Materials && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('materials')}: {cell.Materials}
              </Typography.Text>
            )}
            {cell && cell.Reasons.length > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} className="no-print" data-testid="plan-cell-why">
                {t('why')}: {cell.Reasons.map((x) => reasonText(x, cell)).join(t('reasonSeparator'))}
              </Typography.Text>
            )}
            {editable && (
              <Button
                size="small"
                className="no-print"
                aria-label={t('changeCell', { day: words.day(i + 1), period: words.period(r.period) })}
                onClick={() => onEdit(i + 1, r.period)}
                data-testid={`plan-change-${i + 1}-${r.period}`}
              >
                {t('change')}
              </Button>
            )}
          </Space>
        );
      },
    })),
  ];
  return (
    <div className="weekly-plan-print" data-testid="plan-grid">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {plan.ClassName} · {plan.WeekStart}
        </Typography.Title>
        {plan.PlanId != null && <Tag data-testid="plan-version">{t('version', { version: plan.Version })}</Tag>}
        {plan.PlanId != null &&
          (plan.State === PLAN_STATE.Published ? (
            <Tag color="green" data-testid="plan-state">
              {t('statePublished', { time: dayjs(plan.PublishTime).format('YYYY-MM-DD HH:mm') })}
            </Tag>
          ) : (
            <Tag data-testid="plan-state">{t('stateDraft')}</Tag>
          ))}
      </Space>
      {plan.PlanId == null && <Alert type="info" title={t('noPlan')} style={{ marginBottom: 8 }} className="no-print" />}
      <Table
        rowKey="period"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={PLAN_PERIODS.map((period) => ({ period }))}
        columns={columns}
        data-testid="plan-table"
      />
    </div>
  );
}
