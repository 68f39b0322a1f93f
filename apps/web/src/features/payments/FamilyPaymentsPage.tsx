import { api, contractInstalment, contractPayment } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRowScreenLink, useScreenPath } from '../../components/ScreenLink.tsx';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { ContractField } from './ContractField.tsx';
import { MonthFeesPanel } from './MonthFeesPanel.tsx';
import { StatementPanel } from './StatementPanel.tsx';

const ARREARS = { Overdue: true } as const;
const WIDGETS = { ContractId: ContractField };

/**
 * /Market/ContractPayment: family payments. Payments recorded against contracts (a recorded one
 * opens its receipt to print), the arrears (overdue instalments with their days, a reminder to
 * the families by SMS), a family's statement across its children, and the month's fees billed
 * per attended day.
 */
export default function FamilyPaymentsPage() {
  const { t } = useTranslation('payments');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'payments';
  const can = useMenuGrants(contractPayment.menu);
  const navigate = useNavigate();
  const receiptPath = useScreenPath('PaymentReceipt');
  const receipt = useRowScreenLink('PaymentReceipt', 'ContractPaymentId', t('receipt'), 'payment-receipt');
  const queryClient = useQueryClient();

  const remind = async (ids: number[]) => {
    const r = await call(api.contractInstalmentRemind, { ContractInstalmentIds: ids });
    notify.success(t('reminded', { count: r.Reminded, messages: r.Messages }));
    void queryClient.invalidateQueries({ queryKey: resourceKey(contractInstalment.name) });
  };
  const arrearsActions = (row: Row): ActionList => [
    can('edit') && {
      key: 'remind',
      label: t('remind'),
      testId: 'arrears-remind',
      onClick: () => void remind([Number(row.ContractInstalmentId)]),
    },
  ];

  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="payments-tabs"
      onChange={(key) => change({ tab: key }, { keep: [] })}
      items={[
        {
          key: 'payments',
          label: <span data-testid="payments-tab-payments">{t('payments')}</span>,
          children: (
            <ResourcePage
              def={contractPayment}
              rowActions={(row) => [receipt?.(row)]}
              formWidgets={WIDGETS}
              onAdded={(answer) => {
                if (receiptPath) navigate(`${receiptPath}?ContractPaymentId=${String(answer.ContractPaymentId)}`);
              }}
            />
          ),
        },
        {
          key: 'arrears',
          label: <span data-testid="payments-tab-arrears">{t('arrears')}</span>,
          children: (
            <ResourcePage
              def={contractInstalment}
              fixed={ARREARS}
              rowActions={arrearsActions}
              toolbar={({ selected }) => [
                can('edit') &&
                  selected.length > 0 && {
                    key: 'remind-selected',
                    label: t('remindSelected', { count: selected.length }),
                    testId: 'arrears-remind-selected',
                    onClick: () => void remind(selected),
                  },
              ]}
            />
          ),
        },
        {
          key: 'statement',
          label: <span data-testid="payments-tab-statement">{t('statement')}</span>,
          children: <StatementPanel />,
        },
        {
          key: 'fees',
          label: <span data-testid="payments-tab-fees">{t('monthFees')}</span>,
          children: <MonthFeesPanel />,
        },
      ]}
    />
  );
}
