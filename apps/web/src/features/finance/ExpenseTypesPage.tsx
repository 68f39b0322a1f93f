import { schoolKeepCategory } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';

/** /SchoolFinance/SchoolKeepCategory: a school's kinds of other expense, named as the school types them. */
export default function ExpenseTypesPage() {
  return <ResourcePage def={schoolKeepCategory} />;
}
