import { EquipmentPage } from './EquipmentPage.tsx';

/** /Ai/EquipmentList/CameraConfig: the cameras with their stream, analysis switch and analysis hours. */
export default function CamerasPage() {
  return <EquipmentPage view="CameraConfig" />;
}
