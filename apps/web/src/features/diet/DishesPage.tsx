import { dish } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { IngredientsDialog } from './IngredientsDialog.tsx';

/**
 * /Child/DietList/menus: a school's dishes from their definition (the park admin writes, teachers
 * read), each with its ingredients in grams per portion edited in a dialog; a dish's allergens
 * are those of its foods.
 */
export default function DishesPage() {
  const { t } = useTranslation('diet');
  const can = useMenuGrants(dish.menu);
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        def={dish}
        rowActions={(row) => [
          can('edit') && { key: 'ingredients', label: t('ingredients'), testId: 'dish-ingredients', onClick: () => setEditing(row) },
        ]}
      />
      {editing && <IngredientsDialog dish={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
