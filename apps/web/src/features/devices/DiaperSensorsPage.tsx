import { EquipmentPage } from './EquipmentPage.tsx';

/** /Ai/EquipmentList/DiaperSensorSet: the diaper sensors, each bound to a child. */
export default function DiaperSensorsPage() {
  return <EquipmentPage view="DiaperSensorSet" />;
}
