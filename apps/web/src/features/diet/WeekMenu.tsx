import { api, cookbook, MEAL_OPTIONS, type OutputOf } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Table, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { ConfirmAction } from '../../components/ConfirmAction.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { type MenuScope, useDishes } from './menuScope.ts';

type Entry = OutputOf<typeof api.cookbookGetWeek>['Entries'][number];

/** The week's menus of one bracket: a meal × day grid of dish pickers, with allergy flags, copy and publish. */
export function WeekMenu({ scope }: { scope: MenuScope }) {
  const { t } = useTranslation('diet');
  const text = useOptionText();
  const can = useMenuGrants(cookbook.menu);
  const queryClient = useQueryClient();
  const { schoolId, bracketId, monday } = scope;
  const ready = schoolId != null && bracketId != null;
  const input = { SchoolId: schoolId as number, AgeBracketId: bracketId as number, WeekStart: monday };
  const week = useQuery({
    queryKey: [...resourceKey(cookbook.name), 'week', input],
    queryFn: () => call(api.cookbookGetWeek, input),
    enabled: ready,
  });
  const dishes = useDishes(schoolId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(cookbook.name) });
  const setDishes = useMutation({
    mutationFn: async ({ date, meal, entry, ids }: { date: string; meal: number; entry?: Entry; ids: number[] }) => {
      if (entry && ids.length === 0) return resourceCall(cookbook, 'Delete', { CookbookId: entry.CookbookId });
      if (entry) return resourceCall(cookbook, 'Update', { CookbookId: entry.CookbookId, DishIds: ids });
      return resourceCall(cookbook, 'Add', { SchoolId: schoolId, AgeBracketId: bracketId, CookDate: date, Meal: meal, DishIds: ids });
    },
    onSettled: refresh,
  });
  const copy = useMutation({
    mutationFn: () => call(api.cookbookCopyWeek, input),
    onSuccess: (r) => {
      notify.success(t('copied', { count: r.Copied }));
      refresh();
    },
  });
  const publish = () =>
    call(api.cookbookPublish, input).then((r) => {
      notify.success(t('published', { count: r.Published }));
      refresh();
    });

  const options = (dishes.data?.list ?? []).map((d) => ({ value: Number(d.DishId), label: String(d.DishName) }));
  const days = week.data?.Days ?? [];
  const entryOf = (date: string, meal: number) => week.data?.Entries.find((e) => e.CookDate === date && e.Meal === meal);
  const dayLabel = (d: string) => dayjs(d).format('ddd MM-DD');

  const columns = [
    {
      key: 'meal',
      title: t('meal'),
      width: 120,
      fixed: 'left' as const,
      render: (_: unknown, m: { value: number }) => text(MEAL_OPTIONS, m.value),
    },
    ...days.map((date) => ({
      key: date,
      title: dayLabel(date),
      width: 200,
      render: (_: unknown, m: { value: number }) => {
        const entry = entryOf(date, m.value);
        const flagged = entry?.Dishes.filter((d) => d.AllergicChildren.length > 0) ?? [];
        return (
          <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid={`cook-cell-${date}-${m.value}`}>
            <Select
              mode="multiple"
              aria-label={t('dishesLabel', { day: dayLabel(date), meal: text(MEAL_OPTIONS, m.value) })}
              style={{ width: '100%' }}
              value={entry?.Dishes.map((d) => d.DishId) ?? []}
              options={options}
              disabled={!can('edit') || setDishes.isPending}
              onChange={(ids: number[]) => setDishes.mutate({ date, meal: m.value, entry, ids })}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid={`cook-dishes-${date}-${m.value}`}
            />
            {entry && entry.State === 2 && <Tag color="green">{text(cookbook.fields.State.options, entry.State)}</Tag>}
            {flagged.map((d) => (
              <Tooltip key={d.DishId} title={t('allergyTitle')}>
                <Tag color="red" data-testid="cook-allergy-flag">
                  ⚠ {t('allergyFlag', { dish: d.DishName, children: d.AllergicChildren.join('、') })}
                </Tag>
              </Tooltip>
            ))}
          </Space>
        );
      },
    })),
  ];

  return (
    <QueryState loading={ready && week.isLoading} error={week.error} retry={() => void week.refetch()} testId="cook-week-grid">
      {() => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {can('add') && (
              <Button onClick={() => copy.mutate()} loading={copy.isPending} data-testid="cook-copy-week">
                {t('copyLastWeek')}
              </Button>
            )}
            {can('edit') && (
              <ConfirmAction
                title={t('confirmPublish')}
                confirmText={t('publish')}
                keepText={t('keepDraft')}
                testId="cook-publish-confirm"
                onConfirm={publish}
              >
                <Button type="primary" data-testid="cook-publish">
                  {t('publish')}
                </Button>
              </ConfirmAction>
            )}
          </Space>
          <Table
            rowKey="value"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={MEAL_OPTIONS.map((m) => ({ value: Number(m.value) }))}
            columns={columns}
            data-testid="cook-week-table"
          />
        </Space>
      )}
    </QueryState>
  );
}
