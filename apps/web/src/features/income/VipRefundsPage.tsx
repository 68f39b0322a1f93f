import { api, liveVideoRefund, VIP_REFUND_STATE, vipRefund } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { AuditDialog } from './AuditDialog.tsx';

/** What one kind of refund's list needs: its definition, the bill it refunds, its audit and payment calls. */
interface RefundKind {
  def: typeof vipRefund | typeof liveVideoRefund;
  bill: string;
  testId: string;
  audit: (id: number, approved: boolean, remark: string) => Promise<unknown>;
  pay: (id: number) => Promise<unknown>;
}

const KINDS = {
  vip: {
    def: vipRefund,
    bill: 'VipBill',
    testId: 'vip-refund',
    audit: (VipRefundId, Approved, AuditRemark) => call(api.vipRefundAudit, { VipRefundId, Approved, AuditRemark }),
    pay: (VipRefundId) => call(api.vipRefundPay, { VipRefundId }),
  },
  liveVideo: {
    def: liveVideoRefund,
    bill: 'LiveVideoBill',
    testId: 'live-video-refund',
    audit: (LiveVideoRefundId, Approved, AuditRemark) => call(api.liveVideoRefundAudit, { LiveVideoRefundId, Approved, AuditRemark }),
    pay: (LiveVideoRefundId) => call(api.liveVideoRefundPay, { LiveVideoRefundId }),
  },
} satisfies Record<string, RefundKind>;

/** One kind of refund: the list, the platform's audit (pending) and the mark of an approved one as paid back. */
function RefundsPanel({ kind: k }: { kind: RefundKind }) {
  const { t } = useTranslation('income');
  const can = useMenuGrants(k.def.menu);
  const queryClient = useQueryClient();
  const [auditing, setAuditing] = useState<Row | null>(null);
  const refresh = () => {
    for (const name of [k.def.name, k.bill, 'SchoolIncomeAccount', 'SchoolIncomeEntry'])
      void queryClient.invalidateQueries({ queryKey: resourceKey(name) });
  };
  const rowActions = (row: Row): ActionList => {
    const state = Number(row.State);
    const id = Number(row[k.def.id]);
    return [
      can('audit') &&
        state === VIP_REFUND_STATE.Pending && {
          key: 'audit',
          label: t('audit'),
          testId: `${k.testId}-audit`,
          onClick: () => setAuditing(row),
        },
      can('audit') &&
        state === VIP_REFUND_STATE.Approved && {
          key: 'refund',
          label: t('refund'),
          testId: `${k.testId}-pay`,
          confirm: { title: t('confirmRefund'), testId: `${k.testId}-pay-confirm` },
          onClick: async () => {
            await k.pay(id);
            notify.success(t('refunded'));
            refresh();
          },
        },
    ];
  };
  return (
    <>
      <ResourcePage def={k.def} rowActions={rowActions} />
      <AuditDialog
        open={!!auditing}
        title={t('auditRefundTitle', { name: String(auditing?.StudentName ?? '') })}
        testId={k.testId}
        onClose={() => setAuditing(null)}
        onDecide={async (approved, remark) => {
          await k.audit(Number(auditing?.[k.def.id]), approved, remark);
          notify.success(approved ? t('approved') : t('rejected'));
          refresh();
        }}
      />
    </>
  );
}

/**
 * /SchoolJoin/VipRefund: refunds of paid periods' unused days, VIP and live video (requested by
 * the school, computed by the server); the platform approves (the period ends, the school's share
 * is debited from its income) or rejects them, then marks the approved ones refunded.
 */
export default function VipRefundsPage() {
  const { t } = useTranslation('income');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') === 'liveVideo' ? 'liveVideo' : 'vip';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="refund-tabs"
      // Each tab's list keeps its own filters in the URL: a tab starts from none.
      onChange={(key) => change({ tab: key }, { keep: [] })}
      items={[
        { key: 'vip', label: <span data-testid="refund-tab-vip">{t('vipRefunds')}</span>, children: <RefundsPanel kind={KINDS.vip} /> },
        {
          key: 'liveVideo',
          label: <span data-testid="refund-tab-live-video">{t('liveVideoRefunds')}</span>,
          children: <RefundsPanel kind={KINDS.liveVideo} />,
        },
      ]}
    />
  );
}
