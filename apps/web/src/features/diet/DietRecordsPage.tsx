import { dietRecord } from '@kc/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { ClassMealGrid } from './ClassMealGrid.tsx';

/**
 * /Child/DietList/Diet: what the children ate. The class grid (every child of the class for a date
 * and meal, pre-filled, saved in one call) with the dishes each child is allergic to flagged, and
 * the records' list.
 */
export default function DietRecordsPage() {
  const { t } = useTranslation('diet');
  const [tab, setTab] = useState('grid');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'grid', label: <span data-testid="diet-tab-grid">{t('grid')}</span>, children: <ClassMealGrid /> },
        { key: 'records', label: <span data-testid="diet-tab-records">{t('records')}</span>, children: <ResourcePage def={dietRecord} /> },
      ]}
    />
  );
}
