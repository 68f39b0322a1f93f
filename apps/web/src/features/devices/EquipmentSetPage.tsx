import { EquipmentPage } from './EquipmentPage.tsx';
import { TelemetryToday } from './TelemetryToday.tsx';

/** /Ai/EquipmentList/EquipmentSet: every device of the person's schools, and today's telemetry. */
export default function EquipmentSetPage() {
  return <EquipmentPage view="EquipmentSet" header={<TelemetryToday />} />;
}
