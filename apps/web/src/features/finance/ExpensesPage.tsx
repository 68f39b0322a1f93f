import { schoolKeepAccounts } from '@kc/contract';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { AttachmentField } from './AttachmentField.tsx';

const WIDGETS = { Attachment: AttachmentField };

/**
 * /SchoolFinance/SchoolKeepAccounts: a school's other expenses (its kinds of SchoolKeepCategory),
 * filtered by school, type and date range (a month), sorted, exported; a receipt attached.
 */
export default function ExpensesPage() {
  return <ResourcePage def={schoolKeepAccounts} formWidgets={WIDGETS} />;
}
