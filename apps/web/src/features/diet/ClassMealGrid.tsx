import { ALLERGEN_OPTIONS, AMOUNT, AMOUNT_OPTIONS, api, dietRecord, MEAL, MEAL_OPTIONS, type OutputOf } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Input, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText, useSelectOptions } from '../../components/useOptionText.ts';
import { schoolToday } from '../../lib/schoolTime.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ClassPicker } from '../attendance/ClassPicker.tsx';
import { defaultClassOf, useClasses } from '../attendance/register.ts';

type Meal = OutputOf<typeof api.dietGetClassMeal>;
type Entry = { Amount: number; Note: string };

/** A class's children for a date's meal: amount eaten (all by default) and a note each, saved together. */
export function ClassMealGrid() {
  const { t } = useTranslation('diet');
  const text = useOptionText();
  const options = useSelectOptions();
  const can = useMenuGrants(dietRecord.menu);
  const queryClient = useQueryClient();
  const classes = useClasses();
  const [picked, setPicked] = useState<number>();
  const [date, setDate] = useState(schoolToday());
  const [meal, setMeal] = useState<number>(MEAL.Lunch);
  const classId = picked ?? defaultClassOf(classes.data);
  const input = { ClassId: classId as number, RecordDate: date, Meal: meal };
  const grid = useQuery({
    queryKey: [...resourceKey(dietRecord.name), 'class-meal', input],
    queryFn: () => call(api.dietGetClassMeal, input),
    enabled: classId != null,
  });
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  useEffect(() => {
    setEntries(Object.fromEntries((grid.data?.Rows ?? []).map((r) => [r.StudentId, { Amount: r.Amount ?? AMOUNT.All, Note: r.Note }])));
  }, [grid.data]);
  const save = useMutation({
    mutationFn: (rows: Meal['Rows']) =>
      call(api.dietSaveClassMeal, {
        ...input,
        Rows: rows.map((r) => ({
          StudentId: r.StudentId,
          Amount: entries[r.StudentId]?.Amount ?? AMOUNT.All,
          Note: entries[r.StudentId]?.Note ?? '',
        })),
      }),
    onSuccess: (r) => {
      notify.success(t('gridSaved', { count: r.Saved }));
      void queryClient.invalidateQueries({ queryKey: resourceKey(dietRecord.name) });
    },
  });
  const set = (id: number, change: Partial<Entry>) =>
    setEntries((e) => ({ ...e, [id]: { Amount: AMOUNT.All, Note: '', ...e[id], ...change } }));

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card size="small">
        <Space wrap>
          <ClassPicker
            prefix="diet"
            label={t('class')}
            placeholder={t('chooseClass')}
            classes={classes.data}
            loading={classes.isLoading}
            value={classId}
            onChange={setPicked}
          />
          <span id="diet-date-label">{t('date')}</span>
          <DatePicker
            aria-labelledby="diet-date-label"
            allowClear={false}
            value={dayjs(date)}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
            data-testid="diet-date"
          />
          <span id="diet-meal-label">{t('meal')}</span>
          <Select
            aria-labelledby="diet-meal-label"
            style={{ minWidth: 140 }}
            value={meal}
            options={options(MEAL_OPTIONS)}
            onChange={(v: number) => setMeal(v)}
            data-testid="diet-meal"
          />
        </Space>
      </Card>
      <QueryState
        loading={classId != null && grid.isLoading}
        error={grid.error}
        retry={() => void grid.refetch()}
        empty={grid.data?.Rows.length === 0}
        emptyText={t('noChildren')}
        testId="diet-grid"
      >
        {() =>
          grid.data && (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text data-testid="diet-menu">
                {t('menuOfMeal')}: {grid.data.Dishes.length ? grid.data.Dishes.map((d) => d.DishName).join('、') : t('noMenu')}
              </Typography.Text>
              <Table
                rowKey="StudentId"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={grid.data.Rows}
                data-testid="diet-grid-table"
                columns={[
                  { key: 'name', title: t('child'), fixed: 'left', render: (_, r) => r.StudentName },
                  {
                    key: 'allergy',
                    title: t('allergies'),
                    render: (_, r) => (
                      <Space size={4} wrap>
                        {r.Allergens.map((a) => (
                          <Tag key={a}>{text(ALLERGEN_OPTIONS, a)}</Tag>
                        ))}
                        {r.AllergyDishes.map((d) => (
                          <Tag key={d} color="red" data-testid="diet-allergy-flag">
                            ⚠ {d}
                          </Tag>
                        ))}
                      </Space>
                    ),
                  },
                  {
                    key: 'amount',
                    title: t('amount'),
                    render: (_, r) => (
                      <Radio.Group
                        aria-label={t('amountOf', { name: r.StudentName })}
                        value={entries[r.StudentId]?.Amount ?? AMOUNT.All}
                        onChange={(e) => set(r.StudentId, { Amount: Number(e.target.value) })}
                        options={options(AMOUNT_OPTIONS)}
                        optionType="button"
                        size="small"
                        data-testid={`diet-amount-${r.StudentId}`}
                      />
                    ),
                  },
                  {
                    key: 'note',
                    title: t('note'),
                    render: (_, r) => (
                      <Input
                        aria-label={t('noteOf', { name: r.StudentName })}
                        maxLength={200}
                        value={entries[r.StudentId]?.Note ?? ''}
                        onChange={(e) => set(r.StudentId, { Note: e.target.value })}
                        style={{ minWidth: 160 }}
                      />
                    ),
                  },
                ]}
              />
              {can('add') && (
                <Button
                  type="primary"
                  loading={save.isPending}
                  onClick={() => grid.data && save.mutate(grid.data.Rows)}
                  data-testid="diet-save"
                >
                  {t('saveGrid')}
                </Button>
              )}
            </Space>
          )
        }
      </QueryState>
    </div>
  );
}
