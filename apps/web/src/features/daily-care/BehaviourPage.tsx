import { behaviour } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Child: behaviour's records from its definition (school, class, child and day filters; add, edit, export). */
export default function BehaviourPage() {
  return <ResourcePage def={behaviour} />;
}
