import { sysUser } from '@kc/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../auth/session.ts';
import type { Row } from '../../resource/api.ts';
import { useGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { type AccountDialog, useAccountActions } from './AccountActions.tsx';
import { IdentityPicker } from './IdentityPicker.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { RolesDialog } from './RolesDialog.tsx';
import { SchoolsDialog } from './SchoolsDialog.tsx';
import { accountRefSources } from './sources.ts';

const formWidgets = { IdentityId: IdentityPicker };

/**
 * /Client/ManagerRoot: console accounts from their definition (list, filters, add, edit,
 * detail, delete, export), plus the workflow actions of a row: enable / disable, reset
 * password, unlock, assign roles, bind schools. Shown as the role's ManagerRoot grant allows
 * ('edit' for the workflow); the server checks every call again.
 */
export default function SysUsersPage() {
  const { t } = useTranslation('sys-users');
  const user = useUser();
  const canEdit = useGrants(sysUser)('Update');
  const [dialog, setDialog] = useState<{ kind: AccountDialog; row: Row } | null>(null);
  const close = () => setDialog(null);
  const rowOf = (kind: AccountDialog) => (dialog?.kind === kind ? dialog.row : null);
  const accountActions = useAccountActions((kind, row) => setDialog({ kind, row }));

  const columns = (built: ColumnsType<Row>) =>
    built.map((c) =>
      c.key === 'IsLocked'
        ? {
            ...c,
            render: (locked: unknown) =>
              locked === true ? (
                <Tag color="error" data-testid="accounts-locked">
                  {t('locked')}
                </Tag>
              ) : null,
          }
        : c,
    );

  return (
    <>
      <ResourcePage
        def={sysUser}
        refSources={accountRefSources}
        formWidgets={formWidgets}
        columns={columns}
        rowActions={canEdit ? (row) => accountActions(row, Number(row.SysUserId) === user?.SysUserId) : undefined}
      />
      <ResetPasswordDialog row={rowOf('password')} onClose={close} />
      <RolesDialog row={rowOf('roles')} onClose={close} />
      <SchoolsDialog row={rowOf('schools')} onClose={close} />
    </>
  );
}
