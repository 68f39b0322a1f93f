import { CONTRACT_STATE_OPTIONS, contract, formatCents } from '@kc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed, NoData } from '../../components/QueryState.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { NewContractDialog } from './NewContractDialog.tsx';

/**
 * A child's contracts on StudentDetail: each with its period, state and amounts, opening its
 * detail (changes, audit, preview there); a new contract for the child (the package choice).
 * Shown only to a role with the contracts' screen; the server checks anyway.
 */
export function StudentContractsCard({ studentId }: { studentId: number }) {
  const { t } = useTranslation('contracts');
  const text = useOptionText();
  const can = useMenuGrants(contract.menu);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const teachDetail = useScreenPath('TeachContractDetail');
  const marketDetail = useScreenPath('ContractDetail');
  const detailPath = teachDetail ?? marketDetail;
  const [adding, setAdding] = useState(false);
  const list = useQuery({
    queryKey: [...resourceKey(contract.name), 'of-student', studentId],
    queryFn: () => resourceCall(contract, 'SelectPage', { StudentId: studentId, cur_page: 1, size: 50 }, { silent: true }),
    enabled: can('view'),
  });
  if (!can('view')) return null;
  const open = (id: number) => detailPath && void navigate(`${detailPath}?ContractId=${id}`);
  return (
    <Card
      title={t('contracts')}
      size="small"
      data-testid="student-contracts"
      extra={
        can('add') && (
          <Button size="small" type="primary" data-testid="student-contract-new" onClick={() => setAdding(true)}>
            {t('newContract')}
          </Button>
        )
      }
    >
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <Table
          size="small"
          rowKey="ContractId"
          pagination={false}
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <NoData /> }}
          onRow={(r) => ({ onClick: () => open(Number(r.ContractId)), style: { cursor: detailPath ? 'pointer' : undefined } })}
          columns={[
            { key: 'no', title: t('contract'), dataIndex: 'ContractNo' },
            { key: 'period', title: t('period'), render: (_, r) => `${r.StartDate} – ${r.EndDate}` },
            { key: 'state', title: t('state'), render: (_, r) => text(CONTRACT_STATE_OPTIONS, Number(r.State)) },
            { key: 'total', title: t('totalAmount'), align: 'right', render: (_, r) => formatCents(Number(r.TotalAmount)) },
            { key: 'paid', title: t('paid'), align: 'right', render: (_, r) => formatCents(Number(r.PaidAmount)) },
          ]}
        />
      )}
      <NewContractDialog
        open={adding}
        studentId={studentId}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          setAdding(false);
          void queryClient.invalidateQueries({ queryKey: resourceKey(contract.name) });
          open(id);
        }}
      />
    </Card>
  );
}
