import { governmentSupervise } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Client/GovernmentSupervise: supervision bodies, entirely from their definition. */
export default function GovernmentSupervisePage() {
  return <ResourcePage def={governmentSupervise} />;
}
