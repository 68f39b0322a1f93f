import { EquipmentPage } from './EquipmentPage.tsx';

/** /Ai/EquipmentList/SpeechBindSet: the speech recorders, bound to a class's room or a staff member. */
export default function SpeechRecordersPage() {
  return <EquipmentPage view="SpeechBindSet" />;
}
