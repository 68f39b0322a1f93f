import { schoolIncomeAccount, schoolIncomeEntry } from '@kc/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../lib/urlQuery.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /SchoolJoin/SchoolIncomeAccount: the schools' income accounts (their share of parents' live
 * video and VIP payments: balance, share rate, monthly withdrawal, bank account) and the ledger
 * of every change of a balance with the balance after it.
 */
export default function IncomeAccountsPage() {
  const { t } = useTranslation('income');
  const [params, change] = useUrlQuery();
  const tab = params.get('tab') ?? 'accounts';
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      data-testid="income-tabs"
      onChange={(key) => change({ tab: key }, { keep: [] })}
      items={[
        {
          key: 'accounts',
          label: <span data-testid="income-tab-accounts">{t('accounts')}</span>,
          children: <ResourcePage def={schoolIncomeAccount} />,
        },
        {
          key: 'ledger',
          label: <span data-testid="income-tab-ledger">{t('ledger')}</span>,
          children: <ResourcePage def={schoolIncomeEntry} />,
        },
      ]}
    />
  );
}
