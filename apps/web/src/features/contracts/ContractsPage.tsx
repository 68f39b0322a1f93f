import { contract } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRowScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { NewContractDialog } from './NewContractDialog.tsx';

/**
 * /Market/ContractManage: the contracts of the user's schools from their definition (search,
 * list, export, import; a draft edited, recomputed by the server); a new contract is made in the
 * quote dialog (the server's amounts shown before saving); a row opens the contract detail.
 */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const can = useMenuGrants(contract.menu);
  const [adding, setAdding] = useState(false);
  const detail = useRowScreenLink('ContractDetail', 'ContractId', t('view'), 'contract-detail');
  const detailPath = useScreenPath('ContractDetail');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
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
}
