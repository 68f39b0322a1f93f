import { SUPER_ADMIN_ROLE_VALUE, sysUser } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { useUser } from '../../auth/session.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { type Row, resourceCall } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { useRoleOptions } from './sources.ts';

/**
 * Assigns an account's roles (SysUser/Update with Roles): at least one; the super admin role
 * (RoleValue 1) is offered only to a super admin. The server audits the change and ends the
 * sessions of a role taken away.
 */
export function RolesDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('sys-users');
  const queryClient = useQueryClient();
  const user = useUser();
  const roles = useRoleOptions();
  const superAdmin = user?.RoleValue === SUPER_ADMIN_ROLE_VALUE;
  const held = ((row?.Roles as number[] | undefined) ?? []).map(Number);
  const save = useMutation({
    mutationFn: (Roles: number[]) => resourceCall(sysUser, 'Update', { SysUserId: Number(row?.SysUserId), Roles }),
    onSuccess: () => {
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: resourceKey(sysUser.name) });
      onClose();
    },
  });
  return (
    <FormDialog<{ Roles: number[] }, number[]>
      open={row != null}
      title={t('rolesOf', { name: row?.Username ?? '' })}
      onClose={onClose}
      save={save}
      input={(v) => v.Roles}
      initialValues={{ Roles: held }}
      testId="accounts-roles-dialog"
      okTestId="accounts-roles-submit"
    >
      {roles.isPending ? (
        <Skeleton active />
      ) : (
        <Form.Item name="Roles" rules={[{ required: true, type: 'array', min: 1, message: t('rolesRequired') }]}>
          <Checkbox.Group style={{ width: '100%' }}>
            <Space orientation="vertical">
              {(roles.data ?? []).map((r) => {
                const locked = r.RoleValue === SUPER_ADMIN_ROLE_VALUE && !superAdmin;
                return (
                  <Checkbox key={r.Value} value={r.Value} disabled={locked} data-testid={`accounts-role-${r.Value}`}>
                    {r.Label}
                    {locked && <span style={{ color: 'var(--ant-color-text-tertiary)' }}> ({t('superAdminOnly')})</span>}
                  </Checkbox>
                );
              })}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      )}
    </FormDialog>
  );
}
