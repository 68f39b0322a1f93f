import { schoolKeepAccounts } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { AttachmentField } from './AttachmentField.tsx';
import { CategoryField } from './CategoryField.tsx';

const WIDGETS = { Attachment: AttachmentField, CategoryId: CategoryField };

/**
 * /SchoolFinance/SchoolKeepAccounts: a school's other expenses (its kinds of SchoolKeepCategory,
 * the form offering those of the school it names),
 * filtered by school, type and date range (a month), sorted, exported; a receipt attached.
 */
export default function ExpensesPage() {
  return <ResourcePage def={schoolKeepAccounts} formWidgets={WIDGETS} />;
}
