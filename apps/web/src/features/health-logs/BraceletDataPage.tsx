import { braceletData } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Child/HealthList/BraceletData: bracelet readings by school, class, child and day, with their export; added by hand until devices send them. */
export default function BraceletDataPage() {
  return <ResourcePage def={braceletData} />;
}
