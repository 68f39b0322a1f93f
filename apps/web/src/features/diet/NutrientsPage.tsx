import { nutritiveElement } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** NutritiveElement (/Root/NutritiveElement): the nutrients, their names and units. */
export default function NutrientsPage() {
  return <ResourcePage def={nutritiveElement} />;
}
