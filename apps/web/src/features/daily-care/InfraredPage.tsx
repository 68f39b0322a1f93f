import { infrared } from '@kc/contract';
import { GridAndRecords } from './GridAndRecords.tsx';
import { InfraredRoundGrid } from './RoundGrids.tsx';

/** /Child/Infrared: the class's temperature round at a time, and the readings (school, class, child, day filters; export). */
export default function InfraredPage() {
  return <GridAndRecords def={infrared} grid={<InfraredRoundGrid />} />;
}
