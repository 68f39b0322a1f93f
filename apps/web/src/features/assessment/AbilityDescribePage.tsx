import { abilityDescribe } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /Root/AbilityDescribe: what each level 1–5 of a library indicator looks like. */
export default function AbilityDescribePage() {
  return <ResourcePage def={abilityDescribe} />;
}
