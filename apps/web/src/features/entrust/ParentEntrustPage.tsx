import { ENTRUST_STATE, medicineFeeding, parentEntrust } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage, type RowAction } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { DecideDialog } from './DecideDialog.tsx';
import { DosesToday } from './DosesToday.tsx';
import { PhotoField } from './PhotoField.tsx';

/** As the server rules: only a pending instruction is edited; a confirmed or done one is kept. */
const entrustAllows = (row: Row, action: RowAction) =>
  action === 'Update'
    ? Number(row.State) === ENTRUST_STATE.Pending
    : Number(row.State) !== ENTRUST_STATE.Confirmed && Number(row.State) !== ENTRUST_STATE.Done;

const WIDGETS = { Photo: PhotoField };

/**
 * /Teach/parentsEntrust: parents' instructions (medicine, pick-up by another person, special
 * care) from their definition, each pending one confirmed or rejected by the class teacher;
 * today's doses of the caller's classes, recorded in one tap and a dialog; the doses recorded.
 */
export default function ParentEntrustPage() {
  const { t } = useTranslation('entrust');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'instructions';
  const can = useMenuGrants(parentEntrust.menu);
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<Row | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource', parentEntrust.name] });

  const rowActions = (row: Row): ActionList => [
    can('audit') &&
      Number(row.State) === ENTRUST_STATE.Pending && {
        key: 'decide',
        label: `${t('confirm')} / ${t('reject')}`,
        testId: 'entrust-decide',
        onClick: () => setDeciding(row),
      },
  ];

  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        data-testid="entrust-tabs"
        // Each tab's list keeps its own filters in the URL: a tab starts from none.
        onChange={(key) => change({ tab: key }, { keep: [] })}
        items={[
          {
            key: 'instructions',
            label: <span data-testid="entrust-tab-instructions">{t('instructions')}</span>,
            children: <ResourcePage def={parentEntrust} rowActions={rowActions} rowCan={entrustAllows} formWidgets={WIDGETS} />,
          },
          { key: 'doses', label: <span data-testid="entrust-tab-doses">{t('todayDoses')}</span>, children: <DosesToday /> },
          {
            key: 'records',
            label: <span data-testid="entrust-tab-records">{t('doseRecords')}</span>,
            children: <ResourcePage def={medicineFeeding} />,
          },
        ]}
      />
      <DecideDialog row={deciding} onClose={() => setDeciding(null)} onDone={refresh} />
    </>
  );
}
