import { speechRecord } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Child/SpeechRecord: speech recordings by school, class, teacher and day, with their export; added by hand until devices send them. */
export default function SpeechRecordPage() {
  return <ResourcePage def={speechRecord} />;
}
