import { foodInformation } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** FoodInformation (/Root/foodInformation): the foods per 100 g, their sources; the platform adds and corrects them, schools read. */
export default function FoodsPage() {
  return <ResourcePage def={foodInformation} />;
}
