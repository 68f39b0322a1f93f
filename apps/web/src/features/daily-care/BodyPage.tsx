import { body } from '@kc/contract';
import { BodyGrid } from './BodyGrid.tsx';
import { GridAndRecords } from './GridAndRecords.tsx';

/**
 * /Child/Body: the three daily checks. The class grid (a class's morning, noon or afternoon check
 * on one screen, one save) and the records list with its filters and export.
 */
export default function BodyPage() {
  return <GridAndRecords def={body} grid={<BodyGrid />} />;
}
