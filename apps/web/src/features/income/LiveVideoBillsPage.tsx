import { liveVideoBill } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /SchoolJoin/liveVideoBill: the paid periods of parents' live-video subscriptions; a payment recorded once by its payment no. */
export default function LiveVideoBillsPage() {
  return <ResourcePage def={liveVideoBill} />;
}
