import { radar } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Ai/Radar: what the rooms' radars sensed (presence, breathing, falls), by school, class, device and day. */
export default function RadarPage() {
  return <ResourcePage def={radar} />;
}
