import { clientRole } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/**
 * /Client/ClientRole: the permissions of the teachers' and parents' mobile apps. The engine
 * gives everything: permissions as tags, as checkboxes of the chosen app in the form.
 */
export default function ClientRolesPage() {
  return <ResourcePage def={clientRole} />;
}
