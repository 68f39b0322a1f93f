import { hygiene } from '@kc/contract';
import { GridAndRecords } from './GridAndRecords.tsx';
import { HygieneRoundGrid } from './RoundGrids.tsx';

/** /Child/Hygiene: a round of one kind of care for the class at a time, and the records with their filters and export. */
export default function HygienePage() {
  return <GridAndRecords def={hygiene} grid={<HygieneRoundGrid />} />;
}
