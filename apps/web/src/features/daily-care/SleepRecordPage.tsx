import { sleepRecord } from '@kc/contract';
import { GridAndRecords } from './GridAndRecords.tsx';
import { SleepGrid } from './RoundGrids.tsx';

/** /Child/HealthList/SleepRecord: the class's naps of a day on one grid, and the sleep records with their filters and export. */
export default function SleepRecordPage() {
  return <GridAndRecords def={sleepRecord} grid={<SleepGrid />} />;
}
