import { myCustomer } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { FunnelPanel } from './FunnelPanel.tsx';

/**
 * /Market/MyCustomer: the user's own leads (MyCustomer, its own grant: the server fixes the owner
 * in its lists, export, details, changes and the leads added here), and the user's own funnel.
 * Each row opens the lead's detail when the user may open it (CustomerDetail's grant).
 */
export default function MyCustomersPage() {
  const { t } = useTranslation('enrolment');
  const detail = useRowScreenLink('CustomerDetail', 'CustomerId', t('detail'), 'customer-detail');
  return <ResourcePage def={myCustomer} header={<FunnelPanel mine />} rowActions={detail && ((row) => [detail(row)])} />;
}
