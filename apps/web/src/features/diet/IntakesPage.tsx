import { nutritiveElementAdi } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** NutritiveElementADI (/Root/NutritiveElementADI): the reference intakes by framework and bracket, each with its source. */
export default function IntakesPage() {
  return <ResourcePage def={nutritiveElementAdi} />;
}
