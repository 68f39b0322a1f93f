import { api, dish, foodInformation } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { type Row, resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';

type Values = { Rows: { FoodId?: number; Grams?: number }[] };

/** A dish's ingredients: foods picked from the platform's list, grams per child's portion; saved together. */
export function IngredientsDialog({ dish: row, onClose }: { dish: Row; onClose: () => void }) {
  const { t } = useTranslation('diet');
  const queryClient = useQueryClient();
  const DishId = Number(row.DishId);
  const current = useQuery({
    queryKey: [...resourceKey(dish.name), 'ingredients', DishId],
    queryFn: () => call(api.dishGetIngredients, { DishId }),
  });
  const foods = useQuery({
    queryKey: [...resourceKey(foodInformation.name), 'options'],
    queryFn: () => resourceCall(foodInformation, 'SelectList', {}),
    staleTime: 300_000,
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      call(api.dishSaveIngredients, { DishId, Rows: v.Rows.map((r) => ({ FoodId: Number(r.FoodId), Grams: Number(r.Grams) })) }),
    onSuccess: () => {
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: resourceKey(dish.name) });
      onClose();
    },
  });
  const options = (foods.data ?? []).map((f) => ({ value: f.Value, label: f.Label }));
  return (
    <QueryState loading={current.isLoading} error={current.error} retry={() => void current.refetch()} testId="dish-ingredients-load">
      {() => (
        <FormDialog<Values>
          open
          title={t('ingredientsOf', { name: String(row.DishName) })}
          onClose={onClose}
          save={save}
          width={640}
          testId="dish-ingredients-dialog"
          okTestId="dish-ingredients-save"
          initialValues={{ Rows: (current.data?.Rows ?? []).map((r) => ({ FoodId: r.FoodId, Grams: r.Grams })) }}
        >
          <Form.List name="Rows">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="baseline" wrap>
                    <Form.Item name={[f.name, 'FoodId']} label={t('food')} rules={[{ required: true }]}>
                      <Select
                        style={{ width: 300 }}
                        options={options}
                        loading={foods.isLoading}
                        showSearch={{ optionFilterProp: 'label' }}
                        data-testid={`ingredient-food-${i}`}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'Grams']} label={t('grams')} rules={[{ required: true }]}>
                      <InputNumber min={0.1} max={2000} step={1} data-testid={`ingredient-grams-${i}`} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)} aria-label={`${t('removeIngredient')} ${i + 1}`}>
                      {t('removeIngredient')}
                    </Button>
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({})} data-testid="ingredient-add">
                  {t('addIngredient')}
                </Button>
              </>
            )}
          </Form.List>
        </FormDialog>
      )}
    </QueryState>
  );
}
