import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { api, type MenuAdminNode, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { loadSession, useUser } from '../../auth/session.ts';
import { ConfirmAction } from '../../components/ConfirmAction.tsx';
import { NoData, QueryFallback } from '../../components/QueryState.tsx';
import { useLang, useMenuGrants } from '../../resource/hooks.ts';
import { menuIcon } from '../../shell/icons.tsx';
import { MenuForm, type MenuFormTarget } from './MenuForm.tsx';
import { deletionOf, dropTarget, flatMenu, isContainer, shifted, titleOf } from './menuModel.ts';

const TREE_KEY = ['menus', 'tree'] as const;

/**
 * /Client/ManagerPage: the menu tree editor. Drag an entry (or use up / down) to reorder or
 * move it, add sections and sub-entries, edit one in the form (three titles, icon, component,
 * hidden, enabled), delete it with everything below it after a confirm that counts what goes.
 * Every change applies at once for everybody (the server bumps the grants version); the own
 * sidebar reloads after each one. "Reset cache" drops cached grants and menus (SysUserResetRedis).
 */
export default function MenuAdminPage() {
  const { t } = useTranslation('menus');
  const lang = useLang();
  const user = useUser();
  const queryClient = useQueryClient();
  const granted = useMenuGrants('ManagerPage');
  const superAdmin = user?.RoleValue === SUPER_ADMIN_ROLE_VALUE;
  const can = (action: string) => superAdmin || granted(action);

  const tree = useQuery({ queryKey: TREE_KEY, queryFn: () => call(api.sysRoleMenuTree, {}, { silent: true }) });
  const nodes = useMemo(() => flatMenu(tree.data ?? []), [tree.data]);
  const byId = useMemo(() => new Map(nodes.map((n) => [n.SysMenuId, n])), [nodes]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState<{ parentId: number | null } | null>(null);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const selected = selectedId != null ? byId.get(selectedId) : undefined;

  /** After a change: the tree, and the own sidebar (titles, order, hidden entries). */
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: TREE_KEY });
    await loadSession().catch(() => undefined);
  };

  const move = useMutation({
    mutationFn: (to: { SysMenuId: number; ParentId: number | null; Index: number }) => call(api.sysRoleMenuMove, to),
    onSuccess: async () => {
      notify.success(t('moved'));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (SysMenuId: number) => call(api.sysRoleMenuDeleteSelfAndChildren, { SysMenuId }),
    onSuccess: async (answer) => {
      notify.success(t('deleted', { count: answer.Deleted, grants: answer.Grants }));
      setSelectedId(null);
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: () => call(api.sysUserResetRedis, {}),
    onSuccess: async () => {
      notify.success(t('cacheReset'));
      await refresh();
    },
  });

  if (!tree.isSuccess) return <QueryFallback query={tree} rows={12} block testId="menus" />;

  const toTreeData = (list: readonly MenuAdminNode[]): DataNode[] =>
    list.map((n) => ({ key: n.SysMenuId, title: n.Name, children: toTreeData(n.Children) }));
  const renderTitle = (data: DataNode) => {
    const n = byId.get(Number(data.key));
    if (!n) return null;
    return (
      <span data-testid={`menus-node-${n.Name}`} data-hidden={n.Hidden} data-state={n.State}>
        {n.Icon && <span style={{ marginInlineEnd: 6 }}>{menuIcon(n.Icon)}</span>}
        <span data-testid={`menus-node-title-${n.Name}`}>{titleOf(n, lang)}</span>
        <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
          {n.Name}
        </Typography.Text>
        {n.Hidden && <Tag style={{ marginInlineStart: 6 }}>{t('hiddenTag')}</Tag>}
        {n.State !== 0 && <Tag color="warning">{t('disabledTag')}</Tag>}
        {n.Roles > 0 && <Tag color="blue">{t('roles', { count: n.Roles })}</Tag>}
        {n.Protected && (
          <Tooltip title={t('protectedHint')}>
            <LockOutlined style={{ color: 'var(--ant-color-text-tertiary)' }} aria-label={t('protected')} />
          </Tooltip>
        )}
      </span>
    );
  };

  const target: MenuFormTarget | null = adding
    ? { mode: 'add', parent: adding.parentId != null ? (byId.get(adding.parentId) ?? null) : null }
    : selected
      ? { mode: 'edit', node: selected }
      : null;
  const doomed = selected ? deletionOf(selected) : null;
  const up = selected && tree.data ? shifted(tree.data, selected, -1) : null;
  const down = selected && tree.data ? shifted(tree.data, selected, 1) : null;

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', alignItems: 'start' }}>
      <Card
        title={t('tree')}
        size="small"
        data-testid="menus-tree-card"
        extra={
          <Space wrap size={4}>
            {can('add') && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => {
                  setAdding({ parentId: null });
                  setSelectedId(null);
                }}
                data-testid="menus-add-section"
              >
                {t('addSection')}
              </Button>
            )}
            {can('edit') && (
              <Button
                size="small"
                icon={<SyncOutlined />}
                loading={reset.isPending}
                onClick={() => reset.mutate()}
                data-testid="menus-reset-cache"
              >
                {t('resetCache')}
              </Button>
            )}
            <Button
              size="small"
              onClick={() => setExpanded(nodes.filter((n) => n.Children.length).map((n) => n.SysMenuId))}
              data-testid="menus-expand-all"
            >
              {t('expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('collapseAll')}
            </Button>
            <Tooltip title={t('reload')}>
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void tree.refetch()} aria-label={t('reload')} />
            </Tooltip>
          </Space>
        }
      >
        {nodes.length === 0 ? (
          <NoData text={t('empty')} />
        ) : (
          <Tree
            blockNode
            treeData={toTreeData(tree.data)}
            titleRender={renderTitle}
            selectedKeys={selectedId != null ? [selectedId] : []}
            expandedKeys={expanded ?? []}
            onExpand={(keys) => setExpanded(keys)}
            onSelect={(keys) => {
              setAdding(null);
              setSelectedId(keys.length ? Number(keys[0]) : null);
            }}
            draggable={can('edit') ? { icon: false } : false}
            allowDrop={({ dropNode, dropPosition }) =>
              dropPosition !== 0 || isContainer(byId.get(Number(dropNode.key)) ?? { Component: '' })
            }
            onDrop={(info) => {
              const dropped = byId.get(Number(info.node.key));
              const dragged = Number(info.dragNode.key);
              if (!dropped || !tree.data) return;
              const last = Number(String(info.node.pos).split('-').at(-1));
              const place = !info.dropToGap ? 'into' : info.dropPosition - last < 0 ? 'before' : 'after';
              move.mutate({ SysMenuId: dragged, ...dropTarget(tree.data, dragged, dropped, place) });
            }}
            data-testid="menus-tree"
          />
        )}
      </Card>

      <Card
        size="small"
        // The tree is long: the form stays in view while it scrolls.
        style={{ position: 'sticky', top: 12 }}
        data-testid="menus-editor"
        title={
          target?.mode === 'add'
            ? target.parent
              ? t('addUnder', { title: titleOf(target.parent, lang) })
              : t('addTitle')
            : selected
              ? t('editTitle', { title: titleOf(selected, lang) })
              : t('tree')
        }
        extra={
          selected &&
          !adding && (
            <Space wrap size={4}>
              {can('add') && isContainer(selected) && (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setAdding({ parentId: selected.SysMenuId })}
                  data-testid="menus-add-child"
                >
                  {t('addChild')}
                </Button>
              )}
              {can('edit') && (
                <>
                  <Tooltip title={t('moveUp')}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={!up}
                      loading={move.isPending}
                      onClick={() => up && move.mutate({ SysMenuId: selected.SysMenuId, ...up })}
                      aria-label={t('moveUp')}
                      data-testid="menus-move-up"
                    />
                  </Tooltip>
                  <Tooltip title={t('moveDown')}>
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={!down}
                      loading={move.isPending}
                      onClick={() => down && move.mutate({ SysMenuId: selected.SysMenuId, ...down })}
                      aria-label={t('moveDown')}
                      data-testid="menus-move-down"
                    />
                  </Tooltip>
                </>
              )}
              {can('delete') && doomed && (
                <ConfirmAction
                  title={t('confirmDelete', { title: titleOf(selected, lang) })}
                  description={t('deleteCount', { count: doomed.entries, grants: doomed.grants })}
                  confirmText={t('delete')}
                  danger
                  testId="menus-delete-confirm"
                  disabled={doomed.protectedNames.length > 0}
                  onConfirm={() => remove.mutateAsync(selected.SysMenuId)}
                >
                  <Tooltip title={doomed.protectedNames.length ? t('protectedHint') : undefined}>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={doomed.protectedNames.length > 0}
                      loading={remove.isPending}
                      data-testid="menus-delete"
                    >
                      {t('delete')}
                    </Button>
                  </Tooltip>
                </ConfirmAction>
              )}
            </Space>
          )
        }
      >
        {target ? (
          <MenuForm
            key={target.mode === 'edit' ? target.node.SysMenuId : `add-${target.parent?.SysMenuId ?? 'top'}`}
            target={target}
            tree={tree.data}
            superAdmin={superAdmin}
            editable={target.mode === 'add' ? can('add') : can('edit')}
            onCancel={adding ? () => setAdding(null) : undefined}
            onSaved={async (id) => {
              notify.success(t(adding ? 'added' : 'saved'));
              setAdding(null);
              setSelectedId(id);
              await refresh();
            }}
          />
        ) : (
          <NoData text={t('pick')} testId="menus-pick" />
        )}
      </Card>
    </div>
  );
}
