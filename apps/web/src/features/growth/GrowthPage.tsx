import { hw } from '@kc/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { GrowthCurvesDialog } from './GrowthCurves.tsx';
import { GrowthReportPanel } from './GrowthReportPanel.tsx';

/**
 * /Child/HealthList/Hw: children's heights and weights from the definition (filters, list with
 * the WHO figures the server computed, add / edit, export), each row opening the child's growth
 * curves over the WHO bands; and the report of children beyond ±2 SD.
 */
export default function GrowthPage() {
  const { t } = useTranslation('growth');
  const [child, setChild] = useState<{ id: number; name: string } | null>(null);
  const rowActions = (row: Row): ActionList => [
    {
      key: 'curve',
      label: t('curve'),
      testId: 'growth-curve',
      onClick: () => setChild({ id: Number(row.StudentId), name: String(row.StudentName ?? '') }),
    },
  ];
  return (
    <>
      <Tabs
        items={[
          {
            key: 'records',
            label: <span data-testid="growth-tab-records">{t('records')}</span>,
            children: <ResourcePage def={hw} rowActions={rowActions} />,
          },
          {
            key: 'report',
            label: <span data-testid="growth-tab-report">{t('report')}</span>,
            children: <GrowthReportPanel onCurve={setChild} />,
          },
        ]}
        destroyOnHidden
      />
      <GrowthCurvesDialog child={child} onClose={() => setChild(null)} />
    </>
  );
}
