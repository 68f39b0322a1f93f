import { body } from '@kc/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { BodyGrid } from './BodyGrid.tsx';

/**
 * /Child/Body: the three daily checks. The class grid (a class's morning, noon or afternoon check
 * on one screen, one save) and the records list with its filters and export.
 */
export default function BodyPage() {
  const { t } = useTranslation('dailyCare');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'grid';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => change({ tab: key }, { keep: ['ClassId'] })}
      items={[
        { key: 'grid', label: <span data-testid="body-tab-grid">{t('classGrid')}</span>, children: <BodyGrid /> },
        { key: 'records', label: <span data-testid="body-tab-records">{t('records')}</span>, children: <ResourcePage def={body} /> },
      ]}
    />
  );
}
