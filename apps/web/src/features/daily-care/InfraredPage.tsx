import { infrared } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Child: infrared's records from its definition (school, class, child and day filters; add, edit, export). */
export default function InfraredPage() {
  return <ResourcePage def={infrared} />;
}
