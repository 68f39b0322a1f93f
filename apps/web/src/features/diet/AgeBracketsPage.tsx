import { ageBracket } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** AgeBracket (/Root/AgeBracket): the children's age brackets of the menus. */
export default function AgeBracketsPage() {
  return <ResourcePage def={ageBracket} />;
}
