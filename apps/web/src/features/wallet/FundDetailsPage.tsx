import { schoolWalletDetail } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /SchoolJoin/SchoolWalletDetail (fund details): the ledger of the user's schools, newest first, every entry with the balance after it. */
export default function FundDetailsPage() {
  return <ResourcePage def={schoolWalletDetail} />;
}
