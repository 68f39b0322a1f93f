import { api, GRANT_ACTIONS, type GrantAction, type MenuGrantNode, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Space, Tag, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { loadSession, useUser } from '../../auth/session.ts';
import { NoData, QueryFallback } from '../../components/QueryState.tsx';
import { useLang } from '../../resource/hooks.ts';
import { titleOf } from '../menus/menuModel.ts';
import {
  actionEditable,
  changedEntries,
  checkBranch,
  flatEntries,
  type Grants,
  grantsOf,
  menusInput,
  setActions,
  uncheckBranch,
} from './grantModel.ts';

export interface RoleRef {
  SysRoleId: number;
  RoleName: string;
}

export const menuTreeKey = (sysRoleId: number) => ['roles', 'menuTree', sysRoleId] as const;

/** The action values with their titles (Const/GetAction), for the boxes of each granted entry. */
function useActionTitles() {
  const lang = useLang();
  const actions = useQuery({
    queryKey: ['const', 'actions'],
    queryFn: () => call(api.constGetAction, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (key: GrantAction) => actions.data?.find((a) => a.Key === key)?.Title[lang] ?? key;
}

/**
 * The menu permissions of a role: the whole menu tree, checkable by branch (checking a group
 * checks everything below it), and for each checked entry its action values. Entries and
 * actions the signed-in user does not hold cannot be given (the server refuses them anyway).
 * Saving replaces the role's grants at once; when it is the user's own current role, the
 * sidebar reloads to follow.
 */
export function RoleMenuDrawer({ role, editable, onClose }: { role: RoleRef | null; editable: boolean; onClose: () => void }) {
  const { t } = useTranslation('permissions');
  return (
    <Drawer
      open={role != null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={t('menuPermissionsOf', { name: role?.RoleName ?? '' })}
      data-testid="roles-menu-drawer"
    >
      {role && <RoleMenuEditor role={role} editable={editable} onClose={onClose} />}
    </Drawer>
  );
}

function RoleMenuEditor({ role, editable, onClose }: { role: RoleRef; editable: boolean; onClose: () => void }) {
  const { t } = useTranslation('permissions');
  const lang = useLang();
  const user = useUser();
  const queryClient = useQueryClient();
  const actionTitle = useActionTitles();
  const tree = useQuery({
    queryKey: menuTreeKey(role.SysRoleId),
    queryFn: () => call(api.sysRoleGetMenuTree, { SysRoleId: role.SysRoleId }, { silent: true }),
    staleTime: 0,
  });
  const initial = useMemo<Grants>(() => grantsOf(tree.data?.Tree ?? []), [tree.data]);
  const [edited, setEdited] = useState<Grants | null>(null);
  const grants = edited ?? initial;
  const [defaults, setDefaults] = useState<GrantAction[]>(['view']);
  const entries = useMemo(() => flatEntries(tree.data?.Tree ?? []), [tree.data]);
  const byId = useMemo(() => new Map(entries.map((n) => [n.SysMenuId, n])), [entries]);
  const branches = useMemo(() => entries.filter((n) => n.Children.length).map((n) => n.SysMenuId), [entries]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const changes = changedEntries(initial, grants);

  const save = useMutation({
    mutationFn: () => call(api.sysRoleSetMenuValues, { SysRoleId: role.SysRoleId, Menus: menusInput(grants) }),
    onSuccess: async (answer) => {
      notify.success(t('saved', { added: answer.Added, changed: answer.Changed, removed: answer.Removed }));
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: menuTreeKey(role.SysRoleId) });
      // The user's own role: the sidebar and the buttons follow the new grants now.
      if (user?.SysRoleId === role.SysRoleId) await loadSession().catch(() => undefined);
    },
  });

  if (!tree.isSuccess) return <QueryFallback query={tree} rows={10} block />;

  const toTreeData = (nodes: readonly MenuGrantNode[]): DataNode[] =>
    nodes.map((n) => ({
      key: n.SysMenuId,
      title: n.Name,
      disableCheckbox: !editable || (!grants.has(n.SysMenuId) && n.Grantable.length === 0),
      children: toTreeData(n.Children),
    }));

  const renderTitle = (data: DataNode) => {
    const n = byId.get(Number(data.key));
    if (!n) return null;
    const granted = grants.get(n.SysMenuId);
    return (
      <span data-testid={`roles-menu-entry-${n.Name}`} data-granted={granted ? granted.join(',') : ''}>
        <span>{titleOf(n, lang)}</span>
        <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
          {n.Name}
        </Typography.Text>
        {n.Hidden && <Tag style={{ marginInlineStart: 6 }}>{t('hidden')}</Tag>}
        {n.State !== 0 && <Tag color="warning">{t('disabled')}</Tag>}
        {granted && (
          // Clicks on the action boxes must not toggle the entry itself.
          <span onClick={(e) => e.stopPropagation()} style={{ marginInlineStart: 8 }}>
            {GRANT_ACTIONS.map((a) => {
              const box = (
                <Checkbox
                  key={a}
                  checked={granted.includes(a)}
                  disabled={!editable || !actionEditable(n, granted, a)}
                  onChange={(e) =>
                    setEdited(setActions(grants, n.SysMenuId, e.target.checked ? [...granted, a] : granted.filter((x) => x !== a)))
                  }
                  data-testid={`roles-menu-action-${n.Name}-${a}`}
                  style={{ fontSize: 12, marginInlineEnd: 4 }}
                >
                  {actionTitle(a)}
                </Checkbox>
              );
              return n.Grantable.includes(a) || !editable ? (
                box
              ) : (
                <Tooltip key={a} title={t('notGrantable')}>
                  {box}
                </Tooltip>
              );
            })}
          </span>
        )}
      </span>
    );
  };

  const superRole = tree.data.RoleValue === SUPER_ADMIN_ROLE_VALUE;
  return (
    <div style={{ display: 'grid', gap: 12 }} data-testid="roles-menu-editor">
      {superRole && <Alert type="info" showIcon title={t('superRoleHint')} />}
      <Alert type="info" showIcon title={t('branchHint')} />
      {editable && (
        <Space wrap>
          <Typography.Text>{t('newlyChecked')}:</Typography.Text>
          <Checkbox.Group
            value={defaults}
            onChange={(v) => setDefaults(GRANT_ACTIONS.filter((a) => v.includes(a)))}
            options={GRANT_ACTIONS.map((a) => ({ value: a, label: actionTitle(a) }))}
            data-testid="roles-menu-defaults"
          />
        </Space>
      )}
      <Space wrap>
        <Button size="small" onClick={() => setExpanded(branches)} data-testid="roles-menu-expand">
          {t('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('collapseAll')}
        </Button>
        <Typography.Text type="secondary" data-testid="roles-menu-count">
          {t('granted', { count: grants.size })}
        </Typography.Text>
        {changes > 0 && <Tag color="processing">{t('unsaved', { count: changes })}</Tag>}
      </Space>
      {entries.length === 0 ? (
        <NoData />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          blockNode
          treeData={toTreeData(tree.data.Tree)}
          titleRender={renderTitle}
          checkedKeys={{ checked: [...grants.keys()], halfChecked: [] }}
          expandedKeys={expanded ?? tree.data.Tree.map((n) => n.SysMenuId)}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          onCheck={(_, info) => {
            const n = byId.get(Number(info.node.key));
            if (!n) return;
            setEdited(info.checked ? checkBranch(grants, n, defaults) : uncheckBranch(grants, n));
          }}
          data-testid="roles-menu-tree"
        />
      )}
      <Space>
        {editable && (
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => (changes ? save.mutate() : notify.warning(t('noChange')))}
            data-testid="roles-menu-save"
          >
            {t('save')}
          </Button>
        )}
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Space>
    </div>
  );
}
