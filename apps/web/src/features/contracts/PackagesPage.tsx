import { contractPackage } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Market/ThingsList/PackageSet: the school's packages (grades, months or hours, price, instalments, included items). */
export default function PackagesPage() {
  return <ResourcePage def={contractPackage} />;
}
