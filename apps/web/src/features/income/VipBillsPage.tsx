import { vipBill } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /SchoolJoin/VipDetail: children's paid VIP periods; a payment recorded once by its payment no. extends the child's VIP. */
export default function VipBillsPage() {
  return <ResourcePage def={vipBill} />;
}
