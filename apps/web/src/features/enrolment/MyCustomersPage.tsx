import { customer } from '@kc/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../auth/session.ts';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { FunnelPanel } from './FunnelPanel.tsx';
import { ownerSources } from './leadsQueries.ts';

/** The leads' fields of "my" screen: the owner is the user, so neither its picker nor its column. */
const myCustomer = {
  ...customer,
  title: { zh: '我的客户', en: 'My customers', es: 'Mis clientes' },
  fields: Object.fromEntries(Object.entries(customer.fields).filter(([k]) => k !== 'OwnerId' && k !== 'OwnerName')),
};

/** /Market/MyCustomer: Customer with the owner fixed to the user (lists, export, and the leads added here), and the user's own funnel. */
export default function MyCustomersPage() {
  const { t } = useTranslation('enrolment');
  const user = useUser();
  const detail = useRowScreenLink('CustomerDetail', 'CustomerId', t('detail'), 'customer-detail');
  const fixed = useMemo(() => ({ OwnerId: user?.SysUserId }), [user?.SysUserId]);
  return (
    <ResourcePage
      def={myCustomer}
      fixed={fixed}
      refSources={ownerSources}
      header={<FunnelPanel mine />}
      rowActions={detail && ((row) => [detail(row)])}
    />
  );
}
