import type { ResourceDef } from '@kc/contract';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * A daily-care screen: the kind's class grid (a class on one screen, one save) and its records
 * list with filters and export, as two tabs; the class stays chosen from one to the other.
 */
export function GridAndRecords({ grid, def }: { grid: ReactNode; def: ResourceDef }) {
  const { t } = useTranslation('dailyCare');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'grid';
  const id = def.name.toLowerCase();
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => change({ tab: key }, { keep: ['ClassId'] })}
      items={[
        { key: 'grid', label: <span data-testid={`${id}-tab-grid`}>{t('classGrid')}</span>, children: grid },
        { key: 'records', label: <span data-testid={`${id}-tab-records`}>{t('records')}</span>, children: <ResourcePage def={def} /> },
      ]}
    />
  );
}
