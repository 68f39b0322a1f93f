import {
  api,
  DEVELOPMENT_DOMAIN_OPTIONS,
  type DevelopmentDomain,
  GRADE_OPTIONS,
  PLAN_DAYS,
  PLAN_PERIODS,
  type TemplateCell,
} from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { useSchools } from '../diet/menuScope.ts';
import { useCellWords } from './weekScope.ts';

const FREE = '';

/** /Teach/WeeklyTemp: a school's weekly template of a grade: each day × period a domain, or free. */
export default function WeeklyTempPage() {
  const { t } = useTranslation('curriculum');
  const options = useSelectOptions();
  const words = useCellWords();
  const can = useMenuGrants('WeeklyTemp');
  const { schools } = useSchools();
  const queryClient = useQueryClient();
  const [school, setSchool] = useState<number | undefined>();
  const [grade, setGrade] = useState('junior');
  const [edits, setEdits] = useState<Record<string, DevelopmentDomain | null>>({});
  const schoolId = school ?? schools[0]?.value;
  const input = { SchoolId: schoolId as number, Grade: grade as 'junior' };
  const key = ['curriculum', 'template', input];
  const template = useQuery({ queryKey: key, queryFn: () => call(api.weeklyTempGetDetail, input), enabled: schoolId != null });
  const domainOf = (c: TemplateCell) => (`${c.Day}:${c.Period}` in edits ? edits[`${c.Day}:${c.Period}`] : c.Domain) ?? null;
  const save = useMutation({
    mutationFn: () =>
      call(api.weeklyTempSave, { ...input, Cells: (template.data?.Cells ?? []).map((c) => ({ ...c, Domain: domainOf(c) })) }),
    onSuccess: () => {
      setEdits({});
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: ['curriculum', 'template'] });
    },
  });
  const domainOptions = [{ value: FREE, label: t('free') }, ...options(DEVELOPMENT_DOMAIN_OPTIONS)];
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card size="small">
        <Space wrap>
          <span id="temp-school-label">{t('school')}</span>
          <Select
            aria-labelledby="temp-school-label"
            style={{ minWidth: 200 }}
            value={schoolId}
            options={schools}
            onChange={(v: number) => {
              setSchool(v);
              setEdits({});
            }}
            data-testid="temp-school"
          />
          <span id="temp-grade-label">{t('grade')}</span>
          <Select
            aria-labelledby="temp-grade-label"
            style={{ minWidth: 120 }}
            value={grade}
            options={options(GRADE_OPTIONS)}
            onChange={(v: string) => {
              setGrade(v);
              setEdits({});
            }}
            data-testid="temp-grade"
          />
          {can('edit') && (
            <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={!template.data} data-testid="temp-save">
              {t('save')}
            </Button>
          )}
        </Space>
      </Card>
      <QueryState
        loading={schoolId != null && template.isLoading}
        error={template.error}
        retry={() => void template.refetch()}
        testId="temp"
      >
        {() => (
          <Table
            rowKey="period"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={PLAN_PERIODS.map((period) => ({ period }))}
            columns={[
              {
                key: 'period',
                title: t('period'),
                width: 110,
                fixed: 'left' as const,
                render: (_: unknown, r: { period: string }) => words.period(r.period),
              },
              ...PLAN_DAYS.map((day) => ({
                key: String(day),
                title: words.day(day),
                width: 150,
                render: (_: unknown, r: { period: string }) => {
                  const cell = template.data?.Cells.find((c) => c.Day === day && c.Period === r.period);
                  if (!cell) return null;
                  return (
                    <Select
                      aria-label={`${words.day(day)} ${words.period(r.period)}`}
                      style={{ width: '100%' }}
                      value={domainOf(cell) ?? FREE}
                      options={domainOptions}
                      disabled={!can('edit')}
                      onChange={(v: string) =>
                        setEdits((e) => ({ ...e, [`${day}:${r.period}`]: v === FREE ? null : (v as DevelopmentDomain) }))
                      }
                      data-testid={`temp-cell-${day}-${r.period}`}
                    />
                  );
                },
              })),
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}
