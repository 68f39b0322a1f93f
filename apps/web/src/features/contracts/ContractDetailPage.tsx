import { api, CONTRACT_STATE, CONTRACT_STATE_OPTIONS, contract, formatCents, PACKAGE_KIND_OPTIONS } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceCall } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ChangesCard } from './ChangesCard.tsx';
import { QuoteTable } from './QuoteTable.tsx';

/**
 * /Market/ContractDetail and /Teach/ContractDetail (?ContractId=): a contract with its lines,
 * discounts and totals, its workflow as its state and the role's grants allow (submit, approve
 * or reject, void, renew), its changes (request, audit), its trail (who and when), and the print view.
 */
export default screenById('ContractId', ContractDetail);

function ContractDetail({ id }: { id: number }) {
  const { t } = useTranslation('contracts');
  const text = useOptionText();
  const can = useMenuGrants(contract.menu);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const detailPath = useScreenPath('ContractDetail');
  const [remark, setRemark] = useState('');
  const key = ['resource', contract.name, 'detail-page', id];
  const row = useQuery({
    queryKey: [...key, 'row'],
    queryFn: () => resourceCall(contract, 'GetDetail', { ContractId: id }, { silent: true }),
  });
  const preview = useQuery({
    queryKey: [...key, 'preview'],
    queryFn: () => call(api.contractPreview, { ContractId: id }, { silent: true }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['resource', contract.name] });
  const act = useMutation({
    mutationFn: async (what: 'submit' | 'approve' | 'reject' | 'void' | 'renew') => {
      if (what === 'submit') return call(api.contractSubmit, { ContractId: id });
      if (what === 'void') return call(api.contractVoid, { ContractId: id, Remark: remark });
      if (what === 'renew') return call(api.contractRenew, { ContractId: id });
      return call(api.contractAudit, { ContractId: id, Approved: what === 'approve', AuditRemark: remark });
    },
    onSuccess: (r) => {
      setRemark('');
      notify.success(t('done'));
      refresh();
      if ('ContractId' in r && detailPath) void navigate(`${detailPath}?ContractId=${r.ContractId}`);
    },
  });
  if (!row.isSuccess) return <QueryFallback query={row} rows={8} />;
  if (!preview.isSuccess) return <QueryFallback query={preview} rows={8} />;
  const c = row.data;
  const p = preview.data;
  const state = Number(c.State);
  const button = (what: Parameters<typeof act.mutate>[0], label: string, danger = false) => (
    <Button
      key={what}
      danger={danger}
      loading={act.isPending && act.variables === what}
      onClick={() => act.mutate(what)}
      data-testid={`contract-${what}`}
    >
      {label}
    </Button>
  );
  const actions = [
    can('edit') && state === CONTRACT_STATE.Draft && button('submit', t('submit')),
    can('audit') && state === CONTRACT_STATE.Pending && button('approve', t('approve')),
    can('audit') && state === CONTRACT_STATE.Pending && button('reject', t('reject'), true),
    can('edit') && (state === CONTRACT_STATE.Draft || state === CONTRACT_STATE.Pending) && button('void', t('void'), true),
    can('add') &&
      [CONTRACT_STATE.Effective, CONTRACT_STATE.Changing, CONTRACT_STATE.Expired].includes(state as 3) &&
      button('renew', t('renew')),
    <Button key="print" href={`/print/contract?ContractId=${id}`} target="_blank" data-testid="contract-print">
      {t('print')}
    </Button>,
  ].filter(Boolean);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        title={`${t('contract')} ${String(c.ContractNo)}`}
        extra={<span data-testid="contract-state">{text(CONTRACT_STATE_OPTIONS, c.State)}</span>}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label={t('child')}>{String(c.StudentName ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('school')}>{p.SchoolName}</Descriptions.Item>
          <Descriptions.Item label={t('class')}>{p.ClassName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('package')}>{p.PackageName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('kind')}>{text(PACKAGE_KIND_OPTIONS, c.Kind)}</Descriptions.Item>
          <Descriptions.Item label={t('period')}>
            {String(c.StartDate)} – {String(c.EndDate)}
          </Descriptions.Item>
          <Descriptions.Item label={t('paid')}>¥{formatCents(Number(c.PaidAmount))}</Descriptions.Item>
          <Descriptions.Item label={t('refunded')}>
            <span data-testid="contract-refunded">¥{formatCents(Number(c.RefundedAmount))}</span>
          </Descriptions.Item>
        </Descriptions>
        <QuoteTable
          quote={p}
          totals={{ ListAmount: Number(c.ListAmount), DiscountAmount: Number(c.DiscountAmount), TotalAmount: Number(c.TotalAmount) }}
        />
        {(can('audit') || can('edit')) && state <= CONTRACT_STATE.Pending && (
          <Input.TextArea
            rows={2}
            maxLength={200}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            placeholder={t('remark')}
            style={{ marginTop: 12 }}
            data-testid="contract-remark"
          />
        )}
        <Space style={{ marginTop: 12 }} wrap>
          {actions}
        </Space>
      </Card>
      <ChangesCard contractId={id} state={state} onChanged={refresh} />
      <Card title={t('trail')}>
        <Table
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={p.Log}
          data-testid="contract-trail"
          columns={[
            { title: t('time'), dataIndex: 'Time', render: (v: string) => new Date(v).toLocaleString() },
            { title: t('from'), dataIndex: 'FromState', render: (v: number | null) => (v == null ? '' : text(CONTRACT_STATE_OPTIONS, v)) },
            { title: t('to'), dataIndex: 'ToState', render: (v: number) => text(CONTRACT_STATE_OPTIONS, v) },
            { title: t('by'), dataIndex: 'ByName', render: (v: string | null) => v ?? t('system') },
            { title: t('remark'), dataIndex: 'Remark' },
          ]}
        />
      </Card>
    </Space>
  );
}
