import { discountItem } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Market/ThingsList/DiscountItem: the school's discounts (percent, fixed amount, free months; conditions; validity). */
export default function DiscountsPage() {
  return <ResourcePage def={discountItem} />;
}
