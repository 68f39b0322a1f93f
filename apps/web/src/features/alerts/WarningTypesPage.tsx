import { warningMessageType } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Root/WarningMessageTypeSetting: the platform's catalogue of warning types, their default level and thresholds. */
export default function WarningTypesPage() {
  return <ResourcePage def={warningMessageType} />;
}
