import { hygiene } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Child: hygiene's records from its definition (school, class, child and day filters; add, edit, export). */
export default function HygienePage() {
  return <ResourcePage def={hygiene} />;
}
