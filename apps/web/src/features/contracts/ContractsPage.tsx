import { contract } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRowScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { ContractPeriodPanel, ContractSummaryPanel } from './ContractReports.tsx';
import { NewContractDialog } from './NewContractDialog.tsx';

/**
 * /Market/ContractManage: the contracts of the user's schools from their definition (search,
 * list, export, import; a draft edited, recomputed by the server); a new contract is made in the
 * quote dialog (the server's amounts shown before saving); a row opens the contract detail.
 * Its tabs hold the reports: the summary (per school, month and state) and the total period.
 */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const can = useMenuGrants(contract.menu);
  const [adding, setAdding] = useState(false);
  const detail = useRowScreenLink('ContractDetail', 'ContractId', t('view'), 'contract-detail');
  const detailPath = useScreenPath('ContractDetail');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'list';
  const list = (
    <>
      <ResourcePage
        def={contract}
        toolbar={() => [can('add') && { key: 'new', label: t('newContract'), testId: 'contract-new', onClick: () => setAdding(true) }]}
        rowActions={detail && ((row) => [detail(row)])}
      />
      <NewContractDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          setAdding(false);
          void queryClient.invalidateQueries({ queryKey: ['resource', contract.name] });
          if (detailPath) void navigate(`${detailPath}?ContractId=${id}`);
        }}
      />
    </>
  );
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="contracts-tabs"
      onChange={(key) => change({ tab: key }, { keep: [] })}
      items={[
        { key: 'list', label: <span data-testid="contracts-tab-list">{t('tabList')}</span>, children: list },
        { key: 'summary', label: <span data-testid="contracts-tab-summary">{t('tabSummary')}</span>, children: <ContractSummaryPanel /> },
        { key: 'period', label: <span data-testid="contracts-tab-period">{t('tabPeriod')}</span>, children: <ContractPeriodPanel /> },
      ]}
    />
  );
}
