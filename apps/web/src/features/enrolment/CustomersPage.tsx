import { customer } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { FunnelPanel } from './FunnelPanel.tsx';
import { ownerSources } from './leadsQueries.ts';

/**
 * /Market/CustomerManage: the leads of the user's schools (an operator: every school), mobiles
 * masked, with the funnel above; each row opens the lead's detail (follow-ups, contacts,
 * forwards, stage, signing). Import and export are the engine's.
 */
export default function CustomersPage() {
  const { t } = useTranslation('enrolment');
  const detail = useRowScreenLink('CustomerDetail', 'CustomerId', t('detail'), 'customer-detail');
  return <ResourcePage def={customer} refSources={ownerSources} header={<FunnelPanel />} rowActions={detail && ((row) => [detail(row)])} />;
}
