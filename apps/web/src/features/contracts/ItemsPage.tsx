import { serviceSet } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Market/ThingsList/ServiceSet: the school's fee items (unit price, unit, refundable, billed from attendance). */
export default function ItemsPage() {
  return <ResourcePage def={serviceSet} />;
}
