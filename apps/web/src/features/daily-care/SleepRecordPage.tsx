import { sleepRecord } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Child: sleepRecord's records from its definition (school, class, child and day filters; add, edit, export). */
export default function SleepRecordPage() {
  return <ResourcePage def={sleepRecord} />;
}
