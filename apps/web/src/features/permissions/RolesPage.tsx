import { sysRole } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { useGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { RoleMenuDrawer, type RoleRef } from './RoleMenuDrawer.tsx';
import { RoleUsersDrawer } from './RoleUsersDrawer.tsx';

const roleRef = (row: Row): RoleRef => ({ SysRoleId: Number(row.SysRoleId), RoleName: String(row.RoleName ?? '') });

/**
 * /Client/SysRoleManage: roles from their definition, plus per role its menu permissions (the
 * menu tree with action values) and the accounts that hold it.
 */
export default function RolesPage() {
  const { t } = useTranslation('permissions');
  const can = useGrants(sysRole);
  const [menusOf, setMenusOf] = useState<RoleRef | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRef | null>(null);
  const canView = can('SelectPage');
  return (
    <>
      <ResourcePage
        def={sysRole}
        rowActions={(row) => [
          canView && { key: 'menus', label: t('menuPermissions'), testId: 'roles-row-menus', onClick: () => setMenusOf(roleRef(row)) },
          canView && { key: 'users', label: t('users'), testId: 'roles-row-users', onClick: () => setUsersOf(roleRef(row)) },
        ]}
      />
      <RoleMenuDrawer role={menusOf} editable={can('Update')} onClose={() => setMenusOf(null)} />
      <RoleUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />
    </>
  );
}
